// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const shopKeys = {
  products: ['shop', 'products'] as const,
  categories: ['shop', 'categories'] as const,
  cart: ['shop', 'cart'] as const,
  paymentConfig: ['shop', 'payment-config'] as const,
  unfinishedPayments: ['shop', 'unfinished-payments'] as const,
};
