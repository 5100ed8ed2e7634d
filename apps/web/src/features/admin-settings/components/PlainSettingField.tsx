// One plain setting as its registry row describes it: a text, multi-line, email, phone, address
// or number field, a switch, or a choice of a fixed list.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_SETTINGS_TEXTS as T, type SettingField, type SettingKey } from '@clanhall/shared';

const INPUT_TYPES = { text: 'text', multiline: 'text', email: 'email', tel: 'tel', url: 'url', number: 'number' } as const;

export interface PlainSettingFieldProps {
  name: SettingKey;
  field: Exclude<SettingField, { kind: 'structured' }>;
  value: string | boolean;
  onChange(value: string | boolean): void;
}

export default function PlainSettingField({ name, field, value, onChange }: PlainSettingFieldProps) {
  const label = T[field.label];
  const help = field.help && T[field.help];
  if (field.kind === 'switch') {
    const helpId = `${name}-help`;
    return (
      <Box>
        <FormControlLabel
          control={
            <Switch
              name={name}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              slotProps={{ input: help ? { 'aria-describedby': helpId } : {} }}
            />
          }
          label={label}
        />
        {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
      </Box>
    );
  }
  if (field.kind === 'select') {
    return (
      <TextField
        select
        label={label}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        helperText={help}
        sx={{ maxWidth: 480 }}
      >
        {field.options.map((option) => (
          // A long choice wraps in the menu rather than running off a phone's screen.
          <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
            {T[option.label]}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const multiline = field.kind === 'multiline';
  return (
    <TextField
      label={label}
      name={name}
      type={INPUT_TYPES[field.kind]}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      helperText={help}
      multiline={multiline}
      minRows={multiline ? (name === 'site_description' ? 3 : 2) : undefined}
      placeholder={field.kind === 'url' ? 'https://' : undefined}
      slotProps={field.kind === 'number' ? { htmlInput: { min: 0, step: 1 } } : undefined}
      sx={field.kind === 'number' ? { maxWidth: 360 } : undefined}
    />
  );
}

/** Short single-line fields sit two to a row on wider screens. */
export const pairsWell = (field: SettingField) => field.kind === 'text' || field.kind === 'email' || field.kind === 'tel';
