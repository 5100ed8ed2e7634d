// A plan's benefits: one short line each, in the order /join shows them; added, removed and
// moved here (at most MEMBERSHIP_LIMITS.planBenefitsMax).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ADMIN_PLANS_TEXTS as T, MEMBERSHIP_LIMITS } from '@clanhall/shared';

export interface BenefitRow {
  /** Keeps a field's focus and text with it when rows move. */
  key: number;
  text: string;
}

/** An icon button named for its row ('Move up: Benefit 2'), its tooltip the action alone. */
function RowButton(props: {
  action: string;
  row: string;
  disabled?: boolean;
  onClick(): void;
  icon: ReactNode;
  color?: 'error';
}) {
  const { action, row, disabled = false, onClick, icon, color } = props;
  return (
    <Tooltip title={action}>
      <span>
        <IconButton size="small" aria-label={`${action}: ${row}`} disabled={disabled} onClick={onClick} color={color}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export default function BenefitsEditor({ rows, onChange }: { rows: BenefitRow[]; onChange(rows: BenefitRow[]): void }) {
  const max = MEMBERSHIP_LIMITS.planBenefitsMax;
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {T.fieldBenefits}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.benefitsHint(max)}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row, index) => {
          const name = T.benefitName(index + 1);
          return (
            <Box component="li" key={row.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <TextField
                size="small"
                fullWidth
                label={name}
                value={row.text}
                onChange={(e) => onChange(rows.map((r) => (r.key === row.key ? { ...r, text: e.target.value } : r)))}
                slotProps={{ htmlInput: { maxLength: MEMBERSHIP_LIMITS.planBenefitMax } }}
              />
              <RowButton
                action={T.moveUp}
                row={name}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                icon={<ArrowUpwardIcon fontSize="small" />}
              />
              <RowButton
                action={T.moveDown}
                row={name}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                icon={<ArrowDownwardIcon fontSize="small" />}
              />
              <RowButton
                action={T.removeBenefit}
                row={name}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                icon={<DeleteIcon fontSize="small" />}
                color="error"
              />
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        size="small"
        disabled={rows.length >= max}
        onClick={() => onChange([...rows, { key: Date.now() + Math.random(), text: '' }])}
        sx={{ mt: rows.length ? 1.5 : 0 }}
      >
        {T.addBenefit}
      </Button>
    </Box>
  );
}
