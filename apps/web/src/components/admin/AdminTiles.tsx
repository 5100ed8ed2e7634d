// A back-office screen's row of tiles (docs/product/back-office.md): its counts, each a labelled
// number with an icon, four across from 'md' and two on a phone.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import StatTile from '../StatTile';

export interface AdminTile {
  label: string;
  value: number | string;
  icon: ReactNode;
}

export default function AdminTiles({ tiles }: { tiles: AdminTile[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      {tiles.map((tile) => (
        <StatTile key={tile.label} {...tile} />
      ))}
    </Box>
  );
}
