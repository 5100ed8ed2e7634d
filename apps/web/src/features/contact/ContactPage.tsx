// /contact (member-site.md §2): the form beside the contact details, social links and FAQ,
// all filled from the public settings.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CONTACT_TEXTS } from '@clanhall/shared';
import { useSiteSettings } from '../site-settings/use-site-settings';
import ContactDetails from './components/ContactDetails';
import ContactForm from './components/ContactForm';
import FaqList from './components/FaqList';

export default function ContactPage() {
  const settings = useSiteSettings();
  useEffect(() => {
    document.title = `${CONTACT_TEXTS.title} | ${settings.siteTitle}`;
  }, [settings.siteTitle]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box component="header" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, color: 'primary.light' }}>
          {CONTACT_TEXTS.title}
        </Typography>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            my: 2,
            width: 120,
            height: 2,
            background: 'linear-gradient(90deg, transparent, #d4a44c, transparent)',
          }}
        />
        <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 600, mx: 'auto' }}>
          {CONTACT_TEXTS.subtitle}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <ContactForm />
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          <ContactDetails settings={settings} />
          <FaqList faq={settings.faq} />
        </Box>
      </Box>
    </Container>
  );
}
