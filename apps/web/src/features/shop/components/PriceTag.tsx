// A product's price with a $ and 2 decimals (docs/product/shop-and-payments.md); on sale, the sale price beside
// the struck-through regular price (docs/product/shop-and-payments.md). Screen readers hear which is which. Styled
// by the grid (product-grid-styles.ts).
import { formatMoney, SHOP_TEXTS, type Product } from '@clanhall/shared';
import { shownPrice } from '../product-price';
import { CARD_CLASSES } from './product-grid-styles';

export default function PriceTag({ product }: { product: Pick<Product, 'price' | 'sale_price'> }) {
  const { charged, regular } = shownPrice(product);
  return (
    <div data-testid="product-price" className={CARD_CLASSES.price}>
      <span className={regular === null ? CARD_CLASSES.charged : `${CARD_CLASSES.charged} ${CARD_CLASSES.onSale}`}>
        {regular !== null && <span className={CARD_CLASSES.hidden}>{`${SHOP_TEXTS.salePrice}: `}</span>}
        {formatMoney(charged)}
      </span>
      {regular !== null && (
        <s className={CARD_CLASSES.regular} data-testid="regular-price">
          <span className={CARD_CLASSES.hidden}>{`${SHOP_TEXTS.regularPrice}: `}</span>
          {formatMoney(regular)}
        </s>
      )}
    </div>
  );
}
