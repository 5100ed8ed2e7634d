// docs/product/shop-and-payments.md: 'In Stock' when the stock is above 0, else 'Out of Stock'. Shaped like
// MUI's small outlined Chip by the grid's styles (product-grid-styles.ts).
import { SHOP_MESSAGES } from '@clanhall/shared';
import { CARD_CLASSES } from './product-grid-styles';

export default function StockChip({ stock }: { stock: number }) {
  const inStock = stock > 0;
  return (
    <span className={`${CARD_CLASSES.stock} ${inStock ? CARD_CLASSES.inStock : CARD_CLASSES.outOfStock}`}>
      {inStock ? SHOP_MESSAGES.inStock : SHOP_MESSAGES.outOfStock}
    </span>
  );
}
