import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The h1 and subtitle that open a public content page, with a thin gold rule. */
export default function PageIntro({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box component="header" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, color: 'primary.light' }}>
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          my: 2,
          width: 120,
          height: 2,
          background: ({ palette }) => `linear-gradient(90deg, transparent, ${palette.primary.main}, transparent)`,
        }}
      />
      <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 600, mx: 'auto' }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
