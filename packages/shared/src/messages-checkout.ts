// Visible texts and messages of the checkout (the 'Secure Checkout' dialog, test payments,
// unfinished payments), copied exactly from member-site.md §2, §4, §8 and platform.md §5 where
// the documents give them; the rest are the dialog's own words around them.

/** member-site.md §2 Shop (checkout), §4, §8 */
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

/** The checkout's own words (member-site.md §2 Shop, §4; platform.md §5 test payments). */
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
  /** Stripe's own words for an unfinished card field, so both providers speak alike. */
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  incompleteCvc: "Your card's security code is incomplete.",
  secureNote: 'Payments are encrypted. Your card details never touch our server.',
} as const;

/**
 * platform.md §5 "nothing paid is lost": a payment that went through without its order can be
 * finished from the shop, or was refunded.
 */
export const UNFINISHED_PAYMENT_TEXTS = {
  canFinish: (amount: string) => `Your payment of ${amount} went through but your order was not completed.`,
  refunded: (amount: string) => `Your payment of ${amount} was refunded because the order was not completed.`,
  completeOrder: 'Complete order',
  completing: 'Completing...',
  dismiss: 'Dismiss',
} as const;
