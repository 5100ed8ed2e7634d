// 'What We Offer' (docs/product/content.md): the configured home offers, or four default cards.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { DEFAULT_HOME_OFFERS, HOME_TEXTS } from '@clanhall/shared';
import { useSiteSettings } from '../../../lib/site-settings/use-site-settings';
import SectionHeading from './SectionHeading';

const ICONS = [AutoStoriesIcon, ForumIcon, StorefrontIcon, DashboardIcon];

export default function OffersSection() {
  const { homeOffers } = useSiteSettings();
  const offers = homeOffers.length > 0 ? homeOffers : DEFAULT_HOME_OFFERS;
  return (
    <Box component="section" aria-labelledby="offers-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="offers-title" title={HOME_TEXTS.offersTitle} intro={HOME_TEXTS.offersIntro} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {offers.map((offer, index) => {
            const Icon = ICONS[index % ICONS.length]!;
            return (
              <Paper
                key={`${offer.title}-${index}`}
                component="article"
                data-testid="offer-card"
                sx={{
                  p: { xs: 2.5, md: 3 },
                  height: '100%',
                  // Phones: the icon beside the text, so four cards do not fill three screens.
                  display: 'grid',
                  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: '1fr' },
                  columnGap: 2,
                  alignContent: 'start',
                  position: 'relative',
                  overflow: 'hidden',
                  background: ({ palette }) =>
                    `linear-gradient(180deg, ${palette.tint.surfaceRaised[90]}, ${palette.tint.surface[90]})`,
                  transition: 'border-color 200ms ease, transform 200ms ease',
                  '&:hover': { borderColor: 'tint.gold.45', transform: 'translateY(-2px)' },
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    insetInline: 0,
                    top: 0,
                    height: 2,
                    background: ({ palette }) => `linear-gradient(90deg, transparent, ${palette.tint.gold[70]}, transparent)`,
                  },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: 'tint.gold.10',
                    border: 1,
                    borderColor: 'tint.gold.30',
                    mb: { xs: 0, sm: 2.5 },
                    gridRow: { xs: 'span 2', sm: 'auto' },
                  }}
                >
                  <Icon />
                </Box>
                <Typography
                  component="h3"
                  variant="h6"
                  sx={{ mb: 1, lineHeight: 1.3, fontSize: { xs: '1.1rem', md: '1.25rem' } }}
                >
                  {offer.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {offer.desc}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
