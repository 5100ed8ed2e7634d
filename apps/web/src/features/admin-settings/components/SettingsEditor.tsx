// The Site Settings form (docs/product/back-office.md): General, Contact Information (with social
// links), Home - What We Offer, FAQ, Footer Information, Shop, Chat, SMTP Configuration, and
// Save. Groups and plain fields come from the settings registry (packages/shared); the four
// structured settings have their own editors, placed where their registry row puts them.
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import {
  ADMIN_SETTINGS_TEXTS as T,
  SETTINGS,
  SETTING_GROUPS,
  SETTING_KEYS,
  type AdminSettings,
  type FaqEntry,
  type HomeOffer,
  type SaveSettingsBody,
  type SettingGroup,
  type SettingKey,
} from '@clanhall/shared';
import ListEditor from './ListEditor';
import PlainSettingField, { pairsWell } from './PlainSettingField';
import SettingsSection from './SettingsSection';
import SmtpSettingsFields from './SmtpSettingsFields';
import { SETTING_GROUP_HEADINGS } from './setting-groups';
import { TWO_COLUMNS } from './settings-layout';
import { toBody, toForm, type SettingsForm } from './settings-form';

const SOCIAL_KEYS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;

export interface SettingsEditorProps {
  settings: AdminSettings;
  saving: boolean;
  onSave(body: SaveSettingsBody): void;
  /** Shown at the end of a group: what its settings make possible (the password reset notice). */
  notes?: Partial<Record<SettingGroup, ReactNode>>;
}

/** A group's keys in rows: short single-line fields two to a row, the rest alone. */
function rowsOf(keys: SettingKey[]): SettingKey[][] {
  const rows: SettingKey[][] = [];
  for (const key of keys) {
    const last = rows.at(-1);
    const field = SETTINGS[key].field;
    if (last && last.length === 1 && pairsWell(field) && pairsWell(SETTINGS[last[0]!].field)) last.push(key);
    else rows.push([key]);
  }
  return rows;
}

export default function SettingsEditor({ settings, saving, onSave, notes }: SettingsEditorProps) {
  const [form, setForm] = useState<SettingsForm>(() => toForm(settings));
  const setPlain = (key: SettingKey, value: string | boolean) => setForm((f) => ({ ...f, plain: { ...f.plain, [key]: value } }));

  const structured: Partial<Record<SettingKey, ReactNode>> = {
    contact_socials: (
      <>
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
      </>
    ),
    home_offers: (
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
    ),
    faq: (
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
    ),
    smtp_config: <SmtpSettingsFields smtp={form.smtp} onChange={(patch) => setForm((f) => ({ ...f, smtp: { ...f.smtp, ...patch } }))} />,
  };

  const renderKey = (key: SettingKey) => {
    const field = SETTINGS[key].field;
    if (field.kind === 'structured') return <Box key={key}>{structured[key]}</Box>;
    return <PlainSettingField key={key} name={key} field={field} value={form.plain[key] ?? ''} onChange={(value) => setPlain(key, value)} />;
  };

  const renderGroup = (group: SettingGroup) => {
    const keys = SETTING_KEYS.filter((key) => SETTINGS[key].group === group);
    const heading = SETTING_GROUP_HEADINGS[group];
    return (
      <SettingsSection key={group} id={`settings-${group}`} title={heading.title} help={heading.help} icon={heading.icon}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {rowsOf(keys).map((row) =>
            row.length === 2 ? (
              <Box key={row.join('+')} sx={TWO_COLUMNS}>
                {row.map(renderKey)}
              </Box>
            ) : (
              renderKey(row[0]!)
            ),
          )}
          {notes?.[group]}
        </Box>
      </SettingsSection>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toBody(form));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      {SETTING_GROUPS.map(renderGroup)}
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
