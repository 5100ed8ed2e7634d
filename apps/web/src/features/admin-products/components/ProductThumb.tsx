// The product's picture as a small square beside its name, or a placeholder when there is none
// (or it fails to load). Decorative: the name is always written next to it.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { assetUrl } from '../../../lib/http';

export default function ProductThumb({ imageUrl, size = 48 }: { imageUrl: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const src = assetUrl(imageUrl);
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: 'rgba(212, 164, 76, 0.08)',
        border: '1px solid rgba(212, 164, 76, 0.25)',
      }}
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
        <Inventory2Icon sx={{ fontSize: size * 0.5 }} />
      )}
    </Box>
  );
}
