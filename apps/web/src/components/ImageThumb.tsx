// A row's picture as a small square beside its name in the back office, or a placeholder icon
// when there is none (or it fails to load). Decorative: the name is always written next to it.
import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { assetUrl } from '../lib/http';

const TINTS = {
  gold: { color: 'primary.main', bgcolor: 'tint.gold.8', border: 1, borderColor: 'tint.gold.25' },
  green: { color: 'secondary.main', bgcolor: 'tint.moss.8', border: 1, borderColor: 'tint.moss.30' },
} as const;

export interface ImageThumbProps {
  imageUrl: string | null;
  /** The placeholder, e.g. <CategoryIcon />; sized to half the square. */
  placeholder: ReactElement<{ sx?: object }>;
  tint?: keyof typeof TINTS;
  size?: number;
}

export default function ImageThumb({ imageUrl, placeholder, tint = 'gold', size = 48 }: ImageThumbProps) {
  const [broken, setBroken] = useState(false);
  const src = assetUrl(imageUrl);
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', display: 'grid', placeItems: 'center', ...TINTS[tint] }}
    >
      {src && !broken ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box component="span" sx={{ display: 'grid', '& svg': { fontSize: size * 0.5 } }}>
          {placeholder}
        </Box>
      )}
    </Box>
  );
}
