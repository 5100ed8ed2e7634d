// The dashboard's numbers (docs/product/screens.md Dashboard): tile badges and the Activity
// section. Cart lines (docs/product/screens.md) and orders are live: they refresh when the cart or an
// order changes anywhere in the app (query topics 'cart' and 'orders') and on window focus.
// Unread messages and pending requests follow the chat's socket events (use-live-chat-counts.ts).
import { useCartCount } from './api/get-cart-count';
import { useOrderCount } from './api/get-order-count';
import { usePendingRequestCount } from './api/get-pending-request-count';
import { useUnreadCount } from './api/get-unread-count';
import { useLiveChatCounts } from './use-live-chat-counts';

export interface DashboardCounts {
  /** Cart lines (docs/product/screens.md). */
  cartItems: number;
  /** Unread direct messages (GET /api/chat/unread). */
  unreadMessages: number;
  /** Friend requests waiting for the member's answer (GET /api/chat/requests). */
  pendingRequests: number;
  recentOrders: number;
}

export function useDashboardCounts(): DashboardCounts {
  const { data: cartItems = 0 } = useCartCount();
  const { data: recentOrders = 0 } = useOrderCount();
  const { data: unreadMessages = 0 } = useUnreadCount();
  const { data: pendingRequests = 0 } = usePendingRequestCount();
  useLiveChatCounts();
  return { cartItems, unreadMessages, pendingRequests, recentOrders };
}
