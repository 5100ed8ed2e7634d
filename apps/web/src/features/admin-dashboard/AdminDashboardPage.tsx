// /admin (back-office.md §2 Admin Dashboard): for now the cards of the back-office screens
// that exist; counts, recent users and orders come with the features that own them.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  ADMIN_BLOG_TEXTS,
  ADMIN_CHAT_MESSAGES,
  ADMIN_CATEGORIES_TEXTS,
  ADMIN_ORDERS_TEXTS,
  ADMIN_PRODUCTS_TEXTS,
  ADMIN_MESSAGES_TEXTS,
  ADMIN_SETTINGS_TEXTS,
  ADMIN_USERS_TEXTS,
  DASHBOARD_TITLES,
} from '@clanhall/shared';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const SECTIONS = [
  {
    title: ADMIN_USERS_TEXTS.title,
    description: 'Add, edit, ban and remove accounts and their roles.',
    to: '/admin/users',
    icon: <PeopleIcon />,
  },
  {
    title: ADMIN_BLOG_TEXTS.title,
    description: 'Write, publish and retire the chronicles.',
    to: '/admin/blog',
    icon: <ArticleIcon />,
  },
  {
    title: ADMIN_CATEGORIES_TEXTS.sectionTitle,
    description: ADMIN_CATEGORIES_TEXTS.sectionText,
    to: '/admin/shop/categories',
    icon: <CategoryIcon />,
  },
  {
    title: ADMIN_PRODUCTS_TEXTS.sectionTitle,
    description: ADMIN_PRODUCTS_TEXTS.sectionText,
    to: '/admin/shop/products',
    icon: <Inventory2Icon />,
  },
  {
    title: ADMIN_ORDERS_TEXTS.title,
    description: ADMIN_ORDERS_TEXTS.sectionText,
    to: '/admin/orders',
    icon: <ReceiptIcon />,
  },
  {
    title: ADMIN_CHAT_MESSAGES.title,
    description: ADMIN_CHAT_MESSAGES.sectionText,
    to: '/admin/chat',
    icon: <ForumIcon />,
  },
  {
    title: ADMIN_SETTINGS_TEXTS.title,
    description: 'Title, description, offers, contact details and FAQ.',
    to: '/admin/settings',
    icon: <SettingsIcon />,
  },
  {
    title: ADMIN_MESSAGES_TEXTS.title,
    description: 'Read what visitors sent through the contact form.',
    to: '/admin/messages',
    icon: <MailIcon />,
  },
];

export default function AdminDashboardPage() {
  useDocumentTitle(DASHBOARD_TITLES.admin);
  const { user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ mb: 4 }}>
        <Typography variant="overline" color="primary.light" sx={{ letterSpacing: '0.2em' }}>
          Back office
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {DASHBOARD_TITLES.admin}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Welcome back{user ? `, ${user.first_name?.trim() || user.username}` : ''}. Tend the hall from here.
        </Typography>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        Admin Sections
      </Typography>
      <Grid container spacing={2.5}>
        {SECTIONS.map((section) => (
          <Grid key={section.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              sx={{
                height: '100%',
                transition: 'border-color 200ms ease',
                '&:hover': { borderColor: 'rgba(212, 164, 76, 0.45)' },
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
                    bgcolor: 'rgba(212, 164, 76, 0.1)',
                    border: '1px solid rgba(212, 164, 76, 0.25)',
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
    </Container>
  );
}
