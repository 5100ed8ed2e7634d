// Visible texts and messages of the checkout (the 'Secure Checkout' dialog, test payments,
// unfinished payments), copied exactly from docs/product/shop-and-payments.md where
// the documents give them; the rest are the dialog's own words around them.

/** docs/product/shop-and-payments.md Shop (checkout) */
export const CHECKOUT_MESSAGES = {
  title: 'Secure Checkout',
  steps: ['Shipping Info', 'Order Summary', 'Payment'] as const,
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  processing: 'Processing Payment...',
  noClientSecret: 'No payment intent received from server',
  notSucceeded: 'Payment was not successful',
  failed: 'Payment failed. Please try again.',
  orderFailed: 'Payment successful but order creation failed. Please contact support.',
  success: 'Payment successful! Order placed. Check your Orders page for details.',
} as const;

/** The checkout's own words (docs/product/shop-and-payments.md Shop; docs/product/shop-and-payments.md test payments). */
export const CHECKOUT_TEXTS = {
  fullName: 'Full Name',
  email: 'Email',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  country: 'Country',
  summaryTotal: 'Total',
  shipTo: 'Ship to',
  quantity: (n: number) => `Qty ${n}`,
  pay: (amount: string) => `Pay ${amount}`,
  loadingProvider: 'Loading the card field...',
  providerFailed: 'The card field could not be loaded. Please try again.',
  retry: 'Try again',
  cardLegend: 'Card details',
  testMode: 'Test mode — no real charge',
  testHint: 'Use the test card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
  /**
   * Stripe's own words for an expiry the test card field cannot send as a month and a year; the
   * number and the CVC are judged by the test provider itself (docs/product/shop-and-payments.md, its 402 texts).
   */
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  secureNote: 'Payments are encrypted. Your card details never touch our server.',
} as const;

/**
 * docs/product/shop-and-payments.md "nothing paid is lost": a payment that went through without its order is
 * completed when the member comes back to the shop (by hand when that fails), or was refunded.
 */
export const UNFINISHED_PAYMENT_TEXTS = {
  /** While the shop completes it by itself. */
  completingOrder: (amount: string) => `Completing the order for your payment of ${amount}...`,
  canFinish: (amount: string) => `Your payment of ${amount} went through but your order was not completed.`,
  refunded: (amount: string) => `Your payment of ${amount} was refunded because the order was not completed.`,
  completeOrder: 'Complete order',
  completing: 'Completing...',
  dismiss: 'Dismiss',
} as const;
