// back-office.md §9: $ with 2 decimals. platform.md §5: a sale price lower than the price is
// the one charged, so it is shown first with the regular price struck through beside it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_PRODUCTS_TEXTS as T, formatMoney, type Product } from '@clanhall/shared';

/** Read by screen readers only: a strike-through says nothing to them. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function isOnSale(product: Pick<Product, 'price' | 'sale_price'>): boolean {
  return product.sale_price !== null && product.sale_price < product.price;
}

export default function ProductPrice({ product }: { product: Pick<Product, 'price' | 'sale_price'> }) {
  if (!isOnSale(product)) {
    return <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(product.price)}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={visuallyHidden}>
        {T.onSale}
      </Box>
      <Typography sx={{ fontWeight: 700, color: 'primary.light', whiteSpace: 'nowrap' }}>
        {formatMoney(product.sale_price!)}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {T.regularPrice}
      </Box>
      <Typography component="s" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(product.price)}
      </Typography>
    </Box>
  );
}
