// An empty result in place of the grid: nothing in the shop yet, or nothing matching.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';

export default function ShopNotice({ title, text }: { title: string; text: string }) {
  return (
    <Box
      role="status"
      sx={{ textAlign: 'center', py: 8, px: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <StorefrontIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
      <Typography component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
