// The Admin Sections tab (docs/product/back-office.md): one card per back-office screen, the whole card a
// link.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ADMIN_SECTIONS } from './admin-sections';

export default function AdminSectionCards() {
  return (
    <Grid container spacing={2.5}>
      {ADMIN_SECTIONS.map((section) => (
        <Grid key={section.to} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            sx={{
              height: '100%',
              transition: 'border-color 200ms ease',
              '&:hover': { borderColor: 'tint.gold.45' },
            }}
          >
            <CardActionArea
              component={RouterLink}
              to={section.to}
              sx={{
                p: 3,
                height: '100%',
                display: 'flex',
                alignItems: 'flex-start',
                gap: 2,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  flexShrink: 0,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.light',
                  bgcolor: 'tint.gold.10',
                  border: 1,
                  borderColor: 'tint.gold.25',
                }}
              >
                {section.icon}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                  {section.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {section.description}
                </Typography>
              </Box>
              <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary', alignSelf: 'center' }} />
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
