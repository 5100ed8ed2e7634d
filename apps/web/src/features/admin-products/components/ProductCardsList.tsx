// The product list below 'md' (docs/product/back-office.md): one card per product with the same fields
// and actions as the table.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_PRODUCTS_TEXTS as T } from '@clanhall/shared';
import ProductActions from './ProductActions';
import ProductChips from './ProductChips';
import ProductPrice from './ProductPrice';
import ProductStock from './ProductStock';
import ProductThumb from './ProductThumb';
import type { ProductListProps } from './ProductsTable';
import { categoryLabel, descriptionExcerpt } from './product-display';

export default function ProductCardsList({ products, ...handlers }: ProductListProps) {
  return (
    <Box component="ul" aria-label={T.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {products.map((product) => (
        <Paper component="li" key={product.id} sx={{ p: 2 }} data-testid="admin-product-row">
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <ProductThumb imageUrl={product.image_url} size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {categoryLabel(product)}
              </Typography>
              <Box sx={{ mt: 0.75 }}>
                <ProductChips product={product} />
              </Box>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            {descriptionExcerpt(product.description)}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mt: 1.5,
              pt: 1.25,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Box>
                <Typography variant="caption" color="text.secondary" display="block">
                  {T.colPrice}
                </Typography>
                <ProductPrice product={product} />
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" display="block">
                  {T.colStock}
                </Typography>
                <ProductStock stock={product.stock_quantity} />
              </Box>
            </Box>
            <ProductActions product={product} {...handlers} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
