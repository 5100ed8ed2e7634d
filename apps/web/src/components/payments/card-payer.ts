// What the Payment step needs from a card field, whichever provider draws it (docs/product/shop-and-payments.md:
// the built-in test provider or Stripe Elements). A field hands one over once it is ready; until
// then the pay button stays disabled (docs/product/shop-and-payments.md).

/** The provider's verdict on one card confirmation. */
export type CardConfirmation =
  | { status: 'succeeded' }
  /** The provider refused the card; its own message is shown (docs/product/shop-and-payments.md). */
  | { status: 'refused'; message: string }
  /** Anything else the provider answered: 'Payment was not successful'. */
  | { status: 'not-succeeded' };

export interface CardPayer {
  /**
   * Why no confirmation can even be asked for the card (the test provider: an expiry that is not
   * a month and a year), checked before any payment is asked. Whatever the provider can judge
   * itself is left to it, so its own words are shown (docs/product/shop-and-payments.md).
   */
  check(): string | null;
  /** Confirms the card for the payment intent of `clientSecret`; throws on a failure to ask. */
  confirm(clientSecret: string): Promise<CardConfirmation>;
}
