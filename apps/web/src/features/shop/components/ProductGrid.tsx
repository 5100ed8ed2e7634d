// docs/product/shop-and-payments.md Shop: the product grid, 1, 2 or 3 columns by screen width (CSS breakpoints,
// so server and browser render alike). It carries the cards' whole style sheet
// (product-grid-styles.ts), so the cards themselves are plain elements.
import { memo } from 'react';
import type { Product } from '@clanhall/shared';
import ProductCard from './ProductCard';
import { ProductGridRoot } from './product-grid-styles';

/** At most three cards share the first row; their pictures are above the fold. */
const FIRST_ROW = 3;

export interface ProductGridProps {
  products: readonly Product[];
  /** False while the shop is closed: every 'Add to Cart' is disabled (docs/product/shop-and-payments.md). */
  takingOrders: boolean;
  onAdd(product: Product): void;
}

function ProductGrid({ products, takingOrders, onAdd }: ProductGridProps) {
  return (
    <ProductGridRoot>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < FIRST_ROW} takingOrders={takingOrders} onAdd={onAdd} />
      ))}
    </ProductGridRoot>
  );
}

/** Memoised: re-renders only when the products shown or the handler change. */
export default memo(ProductGrid);
