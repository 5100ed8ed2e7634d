// The category's picture as a small square beside its name, or a placeholder when there is
// none (or it fails to load). Decorative: the name is always written next to it.
import { useState } from 'react';
import Box from '@mui/material/Box';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { assetUrl } from '../../../lib/http';

export default function CategoryThumb({ imageUrl, size = 48 }: { imageUrl: string | null; size?: number }) {
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
        color: 'secondary.main',
        bgcolor: 'rgba(79, 174, 130, 0.08)',
        border: '1px solid rgba(79, 174, 130, 0.3)',
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
        <CategoryIcon sx={{ fontSize: size * 0.5 }} />
      )}
    </Box>
  );
}
