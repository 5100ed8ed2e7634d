// The shipping form (docs/product/shop-and-payments.md): name, email, address, city, postalCode, country; name
// and email prefilled from the stored user's username and email. Checked with the shared schema
// the server's checkout uses (docs/product/shop-and-payments.md) when the member pays, before anything is charged, so
// a paid order is never refused for a missing field; not before (docs/product/shop-and-payments.md: Next always
// moves on; docs/product/shop-and-payments.md shows no bounds on these fields).
import { shippingFields, type ShippingFields } from '@clanhall/shared';
import type { SessionUser } from '../../../lib/session';

export type ShippingForm = Record<keyof ShippingFields, string>;
export type ShippingErrors = Partial<Record<keyof ShippingFields, string>>;

export const SHIPPING_FIELD_NAMES = ['name', 'email', 'address', 'city', 'postalCode', 'country'] as const;

export function initialShipping(user: SessionUser | null): ShippingForm {
  return { name: user?.username ?? '', email: user?.email ?? '', address: '', city: '', postalCode: '', country: '' };
}

/** The fields as the server takes them, or the first problem of each field. */
export function checkShipping(form: ShippingForm): { ok: true; value: ShippingFields } | { ok: false; errors: ShippingErrors } {
  const parsed = shippingFields.safeParse(form);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ShippingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ShippingFields;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
