// member-site.md §2, §9: 'In Stock' when the stock is above 0, else 'Out of Stock'.
import Chip from '@mui/material/Chip';
import { SHOP_MESSAGES } from '@clanhall/shared';

export default function StockChip({ stock }: { stock: number }) {
  const inStock = stock > 0;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={inStock ? 'success' : 'error'}
      label={inStock ? SHOP_MESSAGES.inStock : SHOP_MESSAGES.outOfStock}
    />
  );
}
