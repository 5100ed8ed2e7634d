// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const dashboardKeys = {
  cartCount: ['dashboard', 'cart-count'] as const,
  orderCount: ['dashboard', 'order-count'] as const,
};
