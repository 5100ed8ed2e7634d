// A post's picture in a 16:9 box, so the page never shifts while it loads. Posts without a
// picture get a quiet firelit placeholder instead of an empty hole.
import Box from '@mui/material/Box';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import { assetUrl } from '../lib/http';

export interface PostCoverProps {
  imageUrl: string | null | undefined;
  /** Empty when the picture is decorative beside the title (cards). */
  alt: string;
  priority?: boolean;
  rounded?: boolean;
}

/** The 16:9 firelit box; loading skeletons use it too so nothing shifts. */
export const POST_COVER_SX = {
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  bgcolor: 'background.default',
  backgroundImage:
    'radial-gradient(ellipse at 50% 120%, rgba(212, 164, 76, 0.28), transparent 65%), radial-gradient(ellipse at 20% 0%, rgba(79, 174, 130, 0.18), transparent 60%)',
} as const;

export default function PostCover({ imageUrl, alt, priority = false, rounded = false }: PostCoverProps) {
  const src = assetUrl(imageUrl);
  return (
    <Box sx={{ ...POST_COVER_SX, borderRadius: rounded ? 2 : 0 }}>
      {src ? (
        <Box
          component="img"
          src={src}
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
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'rgba(232, 194, 119, 0.55)' }}
        >
          <AutoStoriesIcon sx={{ fontSize: 56 }} />
        </Box>
      )}
    </Box>
  );
}
