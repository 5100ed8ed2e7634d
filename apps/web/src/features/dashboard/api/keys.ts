// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const dashboardKeys = {
  cartCount: ['dashboard', 'cart-count'] as const,
  orderCount: ['dashboard', 'order-count'] as const,
  unreadCount: ['dashboard', 'unread-count'] as const,
  pendingRequestCount: ['dashboard', 'pending-request-count'] as const,
  membership: ['dashboard', 'membership'] as const,
  applications: ['dashboard', 'applications'] as const,
};
