import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An h2 with a short intro line and an optional action on the right (e.g. View All). */
export default function SectionHeading({
  id,
  title,
  intro,
  action,
}: {
  id: string;
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
        flexWrap: 'wrap',
      }}
    >
      <Box>
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, color: 'primary.light' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
