// Money (docs/product/shop-and-payments.md): amounts travel as dollars with 2 decimals, are kept and summed in
// whole cents so no float error creeps into a total, and are shown with a $ sign.

/** Dollars to cents, rounded (docs/product/shop-and-payments.md: "price times 100, rounded"). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Cents to dollars, exact to the cent. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** '$12.50' */
export const formatMoney = (dollars: number): string => `$${dollars.toFixed(2)}`;

/**
 * docs/product/shop-and-payments.md: a sale price, when set and lower than the price, is the price charged
 * everywhere.
 */
export function effectivePriceCents(priceCents: number, salePriceCents: number | null | undefined): number {
  return salePriceCents !== null && salePriceCents !== undefined && salePriceCents < priceCents ? salePriceCents : priceCents;
}
