// A list's status filter: one chip per choice, the chosen one filled; they wrap on a phone.
// A group of toggle buttons to assistive technology (aria-pressed).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface StatusFilterProps<Value extends string> {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange(value: Value): void;
}

export default function StatusFilter<Value extends string>({ label, value, options, onChange }: StatusFilterProps<Value>) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <Chip
            key={option.value}
            label={option.label}
            clickable
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => onChange(option.value)}
            sx={{ fontWeight: 600 }}
          />
        );
      })}
    </Box>
  );
}
