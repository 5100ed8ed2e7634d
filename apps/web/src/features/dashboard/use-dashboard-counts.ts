// The dashboard's numbers (member-site.md §2 Dashboard): tile badges and the Activity
// section. Cart lines (platform.md §8) and orders are live: they refresh when the cart or an
// order changes anywhere in the app (query topics 'cart' and 'orders') and on window focus.
// Unread messages and pending requests belong to chat, which fills them when it arrives.
import { useCartCount } from './api/get-cart-count';
import { useOrderCount } from './api/get-order-count';

export interface DashboardCounts {
  /** Cart lines (platform.md §8). */
  cartItems: number;
  unreadMessages: number;
  pendingRequests: number;
  recentOrders: number;
}

export function useDashboardCounts(): DashboardCounts {
  const { data: cartItems = 0 } = useCartCount();
  const { data: recentOrders = 0 } = useOrderCount();
  return { cartItems, unreadMessages: 0, pendingRequests: 0, recentOrders };
}
