// One product (docs/product/shop-and-payments.md Shop): picture if present, name, description, price, the stock
// chip and 'Add to Cart', disabled when the stock is 0 or less (docs/product/shop-and-payments.md) or the shop is closed
// (docs/product/shop-and-payments.md), and held until the page is hydrated (a server-rendered control,
// lib/hydration.tsx). Plain elements styled by the grid (product-grid-styles.ts says why). Memoised: a change of the cart or the filters does not
// re-render the cards.
import { memo } from 'react';
import { SHOP_MESSAGES, type Product } from '@clanhall/shared';
import { NEEDS_JS } from '../../../lib/hydration';
import { AddToCartIcon } from './card-icons';
import PriceTag from './PriceTag';
import { CARD_CLASSES } from './product-grid-styles';
import ProductImage from './ProductImage';
import StockChip from './StockChip';

export interface ProductCardProps {
  product: Product;
  /** The first row is above the fold: its pictures load at once. */
  priority: boolean;
  takingOrders: boolean;
  onAdd(product: Product): void;
}

function ProductCard({ product, priority, takingOrders, onAdd }: ProductCardProps) {
  const headingId = `product-${product.id}-name`;
  return (
    <article className={CARD_CLASSES.card} aria-labelledby={headingId} data-testid="product-card">
      <ProductImage imageUrl={product.image_url} priority={priority} />
      <div className={CARD_CLASSES.body}>
        <div className={CARD_CLASSES.top}>
          <span className={CARD_CLASSES.category}>{product.category_name ?? ''}</span>
          <StockChip stock={product.stock_quantity} />
        </div>
        <h2 id={headingId} className={CARD_CLASSES.name}>
          {product.name}
        </h2>
        {product.description && <p className={CARD_CLASSES.description}>{product.description}</p>}
        <div className={CARD_CLASSES.footer}>
          <PriceTag product={product} />
          <button
            type="button"
            className={CARD_CLASSES.add}
            disabled={product.stock_quantity <= 0 || !takingOrders}
            {...NEEDS_JS}
            onClick={() => onAdd(product)}
            aria-describedby={headingId}
          >
            <AddToCartIcon />
            {SHOP_MESSAGES.addToCart}
          </button>
        </div>
      </div>
    </article>
  );
}

export default memo(ProductCard);
