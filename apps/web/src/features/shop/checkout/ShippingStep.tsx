// Checkout step 0, 'Shipping Info' (docs/product/shop-and-payments.md). The member is sent back here when
// Pay found a field the order cannot go without; the first such field takes the focus.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CHECKOUT_TEXTS } from '@clanhall/shared';
import type { ShippingErrors, ShippingForm } from './shipping-form';

const FIELDS: { name: keyof ShippingForm; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'name', label: CHECKOUT_TEXTS.fullName, autoComplete: 'name' },
  { name: 'email', label: CHECKOUT_TEXTS.email, autoComplete: 'email', type: 'email' },
  { name: 'address', label: CHECKOUT_TEXTS.address, autoComplete: 'street-address', wide: true },
  { name: 'city', label: CHECKOUT_TEXTS.city, autoComplete: 'address-level2' },
  { name: 'postalCode', label: CHECKOUT_TEXTS.postalCode, autoComplete: 'postal-code' },
  { name: 'country', label: CHECKOUT_TEXTS.country, autoComplete: 'country-name', wide: true },
];

export interface ShippingStepProps {
  form: ShippingForm;
  errors: ShippingErrors;
  onChange(name: keyof ShippingForm, value: string): void;
}

export default function ShippingStep({ form, errors, onChange }: ShippingStepProps) {
  // Read once, when the step appears: typing into a field must not move the focus elsewhere.
  const firstError = FIELDS.find((field) => errors[field.name])?.name;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          value={form[field.name]}
          onChange={(event) => onChange(field.name, event.target.value)}
          autoComplete={field.autoComplete}
          required
          autoFocus={field.name === firstError}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]}
          sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined }}
        />
      ))}
    </Box>
  );
}
