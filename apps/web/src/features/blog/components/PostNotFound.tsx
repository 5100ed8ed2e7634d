import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { BLOG_MESSAGES, BLOG_TEXTS } from '@clanhall/shared';

/** docs/product/content.md: the error or empty state of a single post. */
export default function PostNotFound() {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1.5 }}>
        {BLOG_MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {BLOG_MESSAGES.notFoundText}
      </Typography>
      <Button component={RouterLink} to="/blog" variant="contained" startIcon={<ArrowBackIcon />}>
        {BLOG_TEXTS.backToBlog}
      </Button>
    </Box>
  );
}
