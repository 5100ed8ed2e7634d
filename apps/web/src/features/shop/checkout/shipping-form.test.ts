// docs/product/shop-and-payments.md: the shipping form starts with the member's name and email and is checked
// with the server's own schema when the member pays.
import { describe, expect, it } from 'vitest';
import { checkShipping, initialShipping } from './shipping-form';

const member = { id: 1, username: 'brigid', email: 'brigid@e2e.test', role: 'member' as const, avatar_url: null };

describe('shipping form', () => {
  it("starts with the member's username and email, the address empty", () => {
    expect(initialShipping(member)).toEqual({
      name: 'brigid',
      email: 'brigid@e2e.test',
      address: '',
      city: '',
      postalCode: '',
      country: '',
    });
    expect(initialShipping(null).name).toBe('');
  });

  it('gives one problem per missing field, and none once all are there', () => {
    const result = checkShipping(initialShipping(member));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['address', 'city', 'country', 'postalCode']);
    expect(Object.values(result.errors).every((message) => typeof message === 'string' && message.length > 0)).toBe(true);

    const filled = {
      ...initialShipping(member),
      address: '12 Harbour Road',
      city: 'Galway',
      postalCode: 'H91 X2Y3',
      country: 'Ireland',
    };
    expect(checkShipping(filled)).toEqual({ ok: true, value: filled });
  });
});
