// docs/product/back-office.md: $ with 2 decimals. docs/product/shop-and-payments.md: a sale price lower than the price is
// the one charged, so it is shown first with the regular price struck through beside it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_PRODUCTS_TEXTS as T, formatMoney, type Product } from '@clanhall/shared';
import { visuallyHidden } from '../../../lib/visually-hidden';

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
