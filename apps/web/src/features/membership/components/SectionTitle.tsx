// The heading and introduction of one of /join's sections (the plans, the application).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function SectionTitle({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {intro}
      </Typography>
    </Box>
  );
}
