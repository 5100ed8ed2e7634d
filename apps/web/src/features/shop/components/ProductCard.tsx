// One product (member-site.md §2 Shop): picture if present, name, description, price, the stock
// chip and 'Add to Cart', disabled when the stock is 0 or less (§5) and held until the page is
// hydrated (a server-rendered control, lib/hydration.tsx). Memoised: a change of the cart or
// the filters does not re-render the cards.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { SHOP_MESSAGES, type Product } from '@clanhall/shared';
import { NEEDS_JS } from '../../../lib/hydration';
import PriceTag from './PriceTag';
import ProductImage from './ProductImage';
import StockChip from './StockChip';

export interface ProductCardProps {
  product: Product;
  /** The first row is above the fold: its pictures load at once. */
  priority: boolean;
  onAdd(product: Product): void;
}

function AddToCartButton({ product, describedBy, onAdd }: { product: Product; describedBy: string; onAdd(product: Product): void }) {
  return (
    <Button
      variant="contained"
      startIcon={<AddShoppingCartIcon />}
      disabled={product.stock_quantity <= 0}
      {...NEEDS_JS}
      onClick={() => onAdd(product)}
      aria-describedby={describedBy}
    >
      {SHOP_MESSAGES.addToCart}
    </Button>
  );
}

function ProductCard({ product, priority, onAdd }: ProductCardProps) {
  const headingId = `product-${product.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="product-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 200ms ease, border-color 200ms ease, box-shadow 200ms ease',
        '&:hover': {
          transform: 'translateY(-3px)',
          borderColor: 'rgba(212, 164, 76, 0.45)',
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.35)',
        },
      }}
    >
      <ProductImage imageUrl={product.image_url} priority={priority} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 24 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ textTransform: 'uppercase', letterSpacing: '0.12em', fontWeight: 600, minWidth: 0 }}
            noWrap
          >
            {product.category_name ?? ''}
          </Typography>
          <StockChip stock={product.stock_quantity} />
        </Box>
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontFamily: (t) => t.typography.h2.fontFamily, fontWeight: 600, fontSize: '1.2rem', lineHeight: 1.35, color: 'primary.light' }}
        >
          {product.name}
        </Typography>
        {product.description && (
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65, whiteSpace: 'pre-line' }}>
            {product.description}
          </Typography>
        )}
        <Box
          sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}
        >
          <PriceTag product={product} />
          <AddToCartButton product={product} describedBy={headingId} onAdd={onAdd} />
        </Box>
      </Box>
    </Card>
  );
}

export default memo(ProductCard);
