// member-site.md §2 Shop: the product grid, 1, 2 or 3 columns by screen width (CSS breakpoints,
// so server and browser render alike).
import { memo } from 'react';
import Box from '@mui/material/Box';
import type { Product } from '@clanhall/shared';
import ProductCard from './ProductCard';

/** At most three cards share the first row; their pictures are above the fold. */
const FIRST_ROW = 3;

export interface ProductGridProps {
  products: readonly Product[];
  onAdd(product: Product): void;
}

function ProductGrid({ products, onAdd }: ProductGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < FIRST_ROW} onAdd={onAdd} />
      ))}
    </Box>
  );
}

/** Memoised: re-renders only when the products shown or the handler change. */
export default memo(ProductGrid);
