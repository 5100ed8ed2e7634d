// The Site Settings form (back-office.md §2): General, Contact Information (with social
// links), Home - What We Offer, FAQ, Footer Information, SMTP Configuration, and Save.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import ContactIcon from '@mui/icons-material/ContactMailOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import FooterIcon from '@mui/icons-material/VerticalAlignBottom';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ChatIcon from '@mui/icons-material/ForumOutlined';
import {
  ADMIN_SETTINGS_TEXTS as T,
  type AdminSettings,
  type FaqEntry,
  type HomeOffer,
  type SaveSettingsBody,
} from '@clanhall/shared';
import PasswordField from '../../../components/PasswordField';
import ListEditor from './ListEditor';
import SettingsSection from './SettingsSection';
import { toBody, toForm, type SettingsForm } from './settings-form';

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const SOCIAL_KEYS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;

export interface SettingsEditorProps {
  settings: AdminSettings;
  saving: boolean;
  onSave(body: SaveSettingsBody): void;
}

export default function SettingsEditor({ settings, saving, onSave }: SettingsEditorProps) {
  const [form, setForm] = useState<SettingsForm>(() => toForm(settings));
  const text = (
    key: 'site_title' | 'site_name' | 'site_description' | 'footer_info' | 'contact_email' | 'contact_phone' | 'contact_address',
  ) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const setSmtp = (patch: Partial<SettingsForm['smtp']>) => setForm((f) => ({ ...f, smtp: { ...f.smtp, ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toBody(form));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <SettingsSection id="settings-general" title={T.general} icon={<TuneIcon />}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={TWO_COLUMNS}>
            <TextField label={T.siteTitle} {...text('site_title')} />
            <TextField label={T.siteName} {...text('site_name')} />
          </Box>
          <TextField label={T.siteDescription} {...text('site_description')} multiline minRows={3} />
        </Box>
      </SettingsSection>

      <SettingsSection id="settings-contact" title={T.contactInfo} icon={<ContactIcon />}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={TWO_COLUMNS}>
            <TextField label={T.contactEmail} type="email" {...text('contact_email')} />
            <TextField label={T.contactPhone} type="tel" {...text('contact_phone')} />
          </Box>
          <TextField label={T.contactAddress} {...text('contact_address')} multiline minRows={2} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
            {T.socialLinks}
          </Typography>
          <Box sx={TWO_COLUMNS}>
            {SOCIAL_KEYS.map((key) => (
              <TextField
                key={key}
                label={T[key]}
                name={key}
                type="url"
                placeholder="https://"
                value={form.socials[key]}
                onChange={(e) => setForm((f) => ({ ...f, socials: { ...f.socials, [key]: e.target.value } }))}
              />
            ))}
          </Box>
        </Box>
      </SettingsSection>

      <SettingsSection id="settings-offers" title={T.homeOffers} help={T.homeOffersHelp} icon={<HomeIcon />}>
        <ListEditor<HomeOffer>
          items={form.offers}
          fields={[
            { key: 'title', label: T.offerTitle },
            { key: 'desc', label: T.offerDesc, multiline: true },
          ]}
          itemName={T.offer}
          addLabel={T.addOffer}
          blank={{ title: '', desc: '' }}
          testId="offer-editor"
          onChange={(offers) => setForm((f) => ({ ...f, offers }))}
        />
      </SettingsSection>

      <SettingsSection id="settings-faq" title={T.faq} help={T.faqHelp} icon={<QuizIcon />}>
        <ListEditor<FaqEntry>
          items={form.faq}
          fields={[
            { key: 'q', label: T.question },
            { key: 'a', label: T.answer, multiline: true },
          ]}
          itemName={T.faqEntry}
          addLabel={T.addFaq}
          blank={{ q: '', a: '' }}
          testId="faq-editor"
          onChange={(faq) => setForm((f) => ({ ...f, faq }))}
        />
      </SettingsSection>

      <SettingsSection id="settings-footer" title={T.footer} icon={<FooterIcon />}>
        <TextField label={T.footerInfo} {...text('footer_info')} multiline minRows={2} />
      </SettingsSection>

      <SettingsSection id="settings-chat" title={T.chat} help={T.chatHelp} icon={<ChatIcon />}>
        <TextField
          label={T.chatUploadQuota}
          name="chat_upload_quota_mb"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          value={form.chat_upload_quota_mb}
          onChange={(e) => setForm((f) => ({ ...f, chat_upload_quota_mb: e.target.value }))}
          sx={{ maxWidth: 360 }}
        />
      </SettingsSection>

      <SettingsSection id="settings-smtp" title={T.smtp} help={T.smtpHelp} icon={<MailIcon />}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
            <TextField
              label={T.smtpHost}
              name="smtp_host"
              value={form.smtp.host}
              onChange={(e) => setSmtp({ host: e.target.value })}
            />
            <TextField
              label={T.smtpPort}
              name="smtp_port"
              type="number"
              value={form.smtp.port}
              onChange={(e) => setSmtp({ port: e.target.value })}
              slotProps={{ htmlInput: { min: 0, max: 65535 } }}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={form.smtp.secure} onChange={(e) => setSmtp({ secure: e.target.checked })} />}
            label={T.smtpSecure}
          />
          <Box sx={TWO_COLUMNS}>
            <TextField
              label={T.smtpUser}
              name="smtp_user"
              value={form.smtp.user}
              onChange={(e) => setSmtp({ user: e.target.value })}
              autoComplete="off"
            />
            <PasswordField
              label={T.smtpPass}
              name="smtp_pass"
              value={form.smtp.pass}
              onChange={(e) => setSmtp({ pass: e.target.value })}
              helperText={T.smtpPassHelp}
              autoComplete="new-password"
            />
          </Box>
        </Box>
      </SettingsSection>

      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          py: 2,
          display: 'flex',
          justifyContent: 'flex-end',
          background: ({ palette }) => `linear-gradient(180deg, ${palette.tint.night[0]}, ${palette.tint.night[95]} 35%)`,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveIcon />}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          {saving ? T.saving : T.save}
        </Button>
      </Box>
    </Box>
  );
}
