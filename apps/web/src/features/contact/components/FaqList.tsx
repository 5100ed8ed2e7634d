// The FAQ accordion from the public settings (docs/product/content.md). Hidden when there is none.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CONTACT_TEXTS, type FaqEntry } from '@clanhall/shared';

export default function FaqList({ faq }: { faq: FaqEntry[] }) {
  if (faq.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 2.5 }}>
        {CONTACT_TEXTS.faqTitle}
      </Typography>
      {faq.map((entry, index) => (
        <Accordion
          key={`${entry.q}-${index}`}
          disableGutters
          sx={{ '&::before': { display: 'none' }, mb: 1.25, borderRadius: '10px !important' }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${index}-q`} aria-controls={`faq-${index}-a`}>
            <Typography sx={{ fontWeight: 600 }}>{entry.q}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-a`}>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
              {entry.a}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
