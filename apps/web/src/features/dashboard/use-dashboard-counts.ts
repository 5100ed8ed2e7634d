// The dashboard's numbers (member-site.md §2 Dashboard): tile badges and the Activity
// section. Each later feature fills its own count here (cart: shop, unread and requests:
// chat, orders: order history); until then the count is 0.
export interface DashboardCounts {
  /** Cart lines (platform.md §8). */
  cartItems: number;
  unreadMessages: number;
  pendingRequests: number;
  recentOrders: number;
}

const NONE: DashboardCounts = { cartItems: 0, unreadMessages: 0, pendingRequests: 0, recentOrders: 0 };

export function useDashboardCounts(): DashboardCounts {
  return NONE;
}
