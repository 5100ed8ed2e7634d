// A product's picture in a 4:3 box, so the grid never shifts while it loads (the same care as
// the blog's covers, docs/decisions/020). The first row loads at once; the rest lazily. A
// stored picture comes with its narrower copies (srcset), so a phone or a three-column row
// downloads what it shows. A product without a picture gets a quiet placeholder, so the cards
// of a row stay aligned. Styled by the grid (product-grid-styles.ts).
import { assetSrcSet, assetUrl } from '../../../lib/http';
import { StorefrontIcon } from './card-icons';
import { CARD_CLASSES } from './product-grid-styles';

/** How wide a card's picture is: the grid's 1, 2 or 3 columns (ProductGrid) in a 1200 px page. */
const CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

export interface ProductImageProps {
  imageUrl: string | null;
  priority?: boolean;
}

export default function ProductImage({ imageUrl, priority = false }: ProductImageProps) {
  const src = assetUrl(imageUrl);
  return (
    <div className={CARD_CLASSES.picture}>
      {src ? (
        // Decorative beside the product's name, which the card's heading gives. The width and
        // height reserve the box's shape before the picture arrives.
        <img
          src={src}
          srcSet={assetSrcSet(imageUrl)}
          sizes={CARD_SIZES}
          alt=""
          width={1200}
          height={900}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : (
        <div aria-hidden="true" className={CARD_CLASSES.placeholder}>
          <StorefrontIcon />
        </div>
      )}
    </div>
  );
}
