// /contact (docs/product/content.md): the form beside the contact details, social links and FAQ,
// all filled from the public settings.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import PageIntro from '../../components/PageIntro';
import { CONTACT_TEXTS } from '@clanhall/shared';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';
import ContactDetails from './components/ContactDetails';
import ContactForm from './components/ContactForm';
import FaqList from './components/FaqList';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ContactPage() {
  const settings = useSiteSettings();
  useDocumentTitle(CONTACT_TEXTS.title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageIntro title={CONTACT_TEXTS.title} subtitle={CONTACT_TEXTS.subtitle} />
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
