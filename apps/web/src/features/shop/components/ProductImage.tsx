// A product's picture in a 4:3 box, so the grid never shifts while it loads (the same care as
// the blog's covers, docs/decisions/004). The first row loads at once; the rest lazily. A
// stored picture comes with its narrower copies (srcset), so a phone or a three-column row
// downloads what it shows. A product without a picture gets a quiet placeholder, so the cards
// of a row stay aligned.
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { assetSrcSet, assetUrl } from '../../../lib/http';

// A styled <img>, not <Box component="img">: Box takes width and height as style props and
// drops them from the element, and the browser needs them to reserve the box.
const Picture = styled('img')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

/** How wide a card's picture is: the grid's 1, 2 or 3 columns (ProductGrid) in a 1200 px page. */
const CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

export interface ProductImageProps {
  imageUrl: string | null;
  priority?: boolean;
}

export default function ProductImage({ imageUrl, priority = false }: ProductImageProps) {
  const src = assetUrl(imageUrl);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        overflow: 'hidden',
        bgcolor: 'background.default',
        backgroundImage:
          'radial-gradient(ellipse at 50% 120%, rgba(212, 164, 76, 0.24), transparent 65%), radial-gradient(ellipse at 15% 0%, rgba(79, 174, 130, 0.16), transparent 60%)',
      }}
    >
      {src ? (
        // Decorative beside the product's name, which the card's heading gives.
        <Picture
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
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'rgba(232, 194, 119, 0.5)' }}>
          <StorefrontIcon sx={{ fontSize: 56 }} />
        </Box>
      )}
    </Box>
  );
}
