// Contact info and social links from the public settings (docs/product/content.md). Only the
// details and networks that are set are shown; social links must be http(s) URLs.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import XIcon from '@mui/icons-material/X';
import { CONTACT_TEXTS, type ContactSocials } from '@clanhall/shared';
import type { SiteSettings } from '../../../lib/site-settings/use-site-settings';

const SOCIALS: { key: keyof ContactSocials; label: string; icon: ReactNode }[] = [
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'twitter', label: 'Twitter', icon: <XIcon /> },
  { key: 'instagram', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
];

const isWebUrl = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'tint.gold.10',
          border: 1,
          borderColor: 'tint.gold.30',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{children}</Box>
      </Box>
    </Box>
  );
}

export default function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { contactEmail, contactPhone, contactAddress, contactSocials } = settings;
  const socials = SOCIALS.filter((s) => isWebUrl(contactSocials[s.key] ?? ''));
  const hasInfo = Boolean(contactEmail || contactPhone || contactAddress);
  return (
    <Paper component="section" aria-labelledby="contact-info-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="contact-info-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 3 }}>
        {CONTACT_TEXTS.infoTitle}
      </Typography>
      {hasInfo ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {contactEmail && (
            <Row icon={<EmailIcon />} label={CONTACT_TEXTS.email}>
              <Link href={`mailto:${contactEmail}`} color="primary.light" underline="hover">
                {contactEmail}
              </Link>
            </Row>
          )}
          {contactPhone && (
            <Row icon={<PhoneIcon />} label={CONTACT_TEXTS.phoneLabel}>
              <Link href={`tel:${contactPhone.replace(/[^+\d]/g, '')}`} color="primary.light" underline="hover">
                {contactPhone}
              </Link>
            </Row>
          )}
          {contactAddress && (
            <Row icon={<PlaceIcon />} label={CONTACT_TEXTS.addressLabel}>
              <Typography component="address" sx={{ fontStyle: 'normal' }}>
                {contactAddress}
              </Typography>
            </Row>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{CONTACT_TEXTS.noInfo}</Typography>
      )}
      {socials.length > 0 && (
        <Box sx={{ mt: 4 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            {CONTACT_TEXTS.socialTitle}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {socials.map((s) => (
              <Tooltip key={s.key} title={s.label}>
                <IconButton
                  component="a"
                  href={contactSocials[s.key]!.trim()}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  sx={{ border: 1, borderColor: 'divider', color: 'primary.light', '&:hover': { borderColor: 'primary.main' } }}
                >
                  {s.icon}
                </IconButton>
              </Tooltip>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
