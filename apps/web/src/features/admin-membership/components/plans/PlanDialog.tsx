// 'New Plan' / 'Edit Plan' (docs/product/membership.md#plans): name, description, price and
// billing period, benefits, sort order and active. No client-side required checks, as the other
// back-office dialogs: the server's message decides (a blank price is left out, and the server
// says it is required). New plans are monthly, sort order 0 and active.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  PLAN_INTERVAL_LABELS,
  ADMIN_PLANS_TEXTS as T,
  ADMIN_MEMBERSHIP_TEXTS as M,
  PLAN_INTERVALS,
  type AdminMembershipPlan,
  type PlanInterval,
} from '@clanhall/shared';
import FormDialog from '../../../../components/FormDialog';
import type { PlanInput } from '../../api/create-plan';
import BenefitsEditor, { type BenefitRow } from './BenefitsEditor';

export interface PlanDialogProps {
  /** The plan being edited; undefined for a new one. */
  plan?: AdminMembershipPlan;
  saving: boolean;
  /** After a failed save: that nothing was saved (the snackbar says why). */
  error?: string;
  onSave(body: PlanInput): void;
  onClose(): void;
}

interface PlanForm {
  name: string;
  description: string;
  /** As typed in the number inputs. */
  price: string;
  interval: PlanInterval;
  benefits: BenefitRow[];
  sort_order: string;
  is_active: boolean;
}

function initialForm(plan?: AdminMembershipPlan): PlanForm {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? plan.price.toFixed(2) : '',
    interval: plan?.interval ?? 'month',
    benefits: (plan?.benefits ?? []).map((text, key) => ({ key, text })),
    sort_order: String(plan?.sort_order ?? 0),
    is_active: plan?.is_active ?? true,
  };
}

const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Blank benefit lines are dropped rather than refused: an 'Add benefit' left empty is no benefit. */
function toBody(form: PlanForm): PlanInput {
  return {
    name: form.name,
    description: form.description,
    price: numberOrNothing(form.price),
    interval: form.interval,
    benefits: form.benefits.map((row) => row.text.trim()).filter(Boolean),
    sort_order: numberOrNothing(form.sort_order),
    is_active: form.is_active,
  };
}

export default function PlanDialog({ plan, saving, error, onSave, onClose }: PlanDialogProps) {
  const [form, setForm] = useState<PlanForm>(() => initialForm(plan));
  const set = <K extends keyof PlanForm>(key: K, value: PlanForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <FormDialog
      open
      title={plan ? T.editTitle : T.createTitle}
      error={error}
      saving={saving}
      submitLabel={plan ? T.save : T.create}
      savingLabel={T.saving}
      cancelLabel={M.cancel}
      onSubmit={() => onSave(toBody(form))}
      onClose={onClose}
    >
      <TextField label={T.fieldName} name="name" value={form.name} onChange={(e) => set('name', e.target.value)} autoFocus />
      <TextField
        label={T.fieldDescription}
        name="description"
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        multiline
        minRows={2}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={T.fieldPrice}
          name="price"
          type="number"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          helperText={form.interval === 'lifetime' ? T.lifetimePriceHint : T.priceHint}
          slotProps={{
            htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <TextField
          select
          label={T.fieldInterval}
          name="interval"
          value={form.interval}
          onChange={(e) => set('interval', e.target.value as PlanInterval)}
        >
          {PLAN_INTERVALS.map((interval) => (
            <MenuItem key={interval} value={interval}>
              {PLAN_INTERVAL_LABELS[interval]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <BenefitsEditor rows={form.benefits} onChange={(benefits) => set('benefits', benefits)} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          label={T.fieldSortOrder}
          name="sort_order"
          type="number"
          value={form.sort_order}
          onChange={(e) => set('sort_order', e.target.value)}
          helperText={T.sortOrderHint}
          slotProps={{ htmlInput: { step: 1, min: 0, inputMode: 'numeric' } }}
        />
        <Box>
          <FormControlLabel
            control={<Switch checked={form.is_active} onChange={(e) => set('is_active', e.target.checked)} name="is_active" />}
            label={T.fieldActive}
          />
          <FormHelperText sx={{ mt: 0, mx: 0 }}>{T.activeHint}</FormHelperText>
        </Box>
      </Box>
    </FormDialog>
  );
}
