// A post's picture in a 16:9 box, so the page never shifts while it loads; a stored picture
// comes with its narrower copies (srcset) for the width it is shown at. Posts without a
// picture get a quiet firelit placeholder instead of an empty hole.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import { assetSrcSet, assetUrl } from '../lib/http';

export interface PostCoverProps {
  imageUrl: string | null | undefined;
  /** Empty when the picture is decorative beside the title (cards). */
  alt: string;
  priority?: boolean;
  rounded?: boolean;
  /** How wide it is shown (the img's sizes): a card of the grid by default. */
  sizes?: string;
}

/** A card of POST_GRID_SX's 1, 2 or 3 columns in a 1200 px page. */
export const POST_CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

/** The 16:9 firelit box; loading skeletons use it too so nothing shifts. */
export const POST_COVER_SX = {
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  bgcolor: 'background.default',
  backgroundImage: ({ palette }: Theme) =>
    `radial-gradient(ellipse at 50% 120%, ${palette.tint.gold[28]}, transparent 65%), radial-gradient(ellipse at 20% 0%, ${palette.tint.moss[18]}, transparent 60%)`,
} as const;

export default function PostCover({ imageUrl, alt, priority = false, rounded = false, sizes = POST_CARD_SIZES }: PostCoverProps) {
  const src = assetUrl(imageUrl);
  return (
    <Box sx={{ ...POST_COVER_SX, borderRadius: rounded ? 2 : 0 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          srcSet={assetSrcSet(imageUrl)}
          sizes={sizes}
          alt={alt}
          width={1200}
          height={675}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'tint.goldLight.55' }}
        >
          <AutoStoriesIcon sx={{ fontSize: 56 }} />
        </Box>
      )}
    </Box>
  );
}
