// A product's price with a $ and 2 decimals (member-site.md §9); on sale, the sale price beside
// the struck-through regular price (platform.md §5). Screen readers hear which is which.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, SHOP_TEXTS, type Product } from '@clanhall/shared';
import { HEADING_FONT } from '../../../app/theme';
import { shownPrice } from '../product-price';
import { visuallyHidden } from '../../../lib/visually-hidden';

export default function PriceTag({ product }: { product: Pick<Product, 'price' | 'sale_price'> }) {
  const { charged, regular } = shownPrice(product);
  return (
    <Box data-testid="product-price" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.3rem', color: regular === null ? 'primary.light' : 'success.main' }}
      >
        {regular !== null && <Box component="span" sx={visuallyHidden}>{`${SHOP_TEXTS.salePrice}: `}</Box>}
        {formatMoney(charged)}
      </Typography>
      {regular !== null && (
        <Typography component="s" variant="body2" color="text.secondary" data-testid="regular-price">
          <Box component="span" sx={visuallyHidden}>{`${SHOP_TEXTS.regularPrice}: `}</Box>
          {formatMoney(regular)}
        </Typography>
      )}
    </Box>
  );
}
