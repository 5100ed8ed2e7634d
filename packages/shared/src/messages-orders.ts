// Orders as members and administrators see them: /orders' texts and the order and payment
// status chips (member-site.md §2 Order history, back-office.md §4, platform.md §5).
import type { OrderStatus, PaymentMode, PaymentStatus } from './constants.js';

/** member-site.md §2 Order history */
export const ORDER_MESSAGES = {
  emptyTitle: 'No Orders Yet',
  emptyText: 'Start shopping to see your order history here',
} as const;

/** member-site.md §2 Order history: the screen's own words. */
export const ORDER_TEXTS = {
  title: 'My Orders',
  subtitle: 'Every order you have placed, from forge to door.',
  loading: 'Loading orders...',
  loadFailed: 'Error loading orders',
  retry: 'Try again',
  startShopping: 'Start Shopping',
  order: (orderNumber: string) => `Order #${orderNumber}`,
  orderId: (id: number) => `ID ${id}`,
  placedOn: 'Placed on',
  shippingAddress: 'Shipping Address',
  items: 'Items',
  orderTotal: 'Order Total',
  quantity: 'Qty',
  lineTotal: 'Line total',
  price: 'Price',
} as const;

/** Order and order-item statuses as chips and menus show them (back-office.md §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** member-site.md §2 and back-office.md §4: chip colours by order status. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'error',
};

/** Chip labels of the payment statuses (platform.md §5). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
};

/** member-site.md §2: paid green, unpaid red; refunded is neither (platform.md §5). */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'default' | 'success' | 'error'> = {
  paid: 'success',
  unpaid: 'error',
  refunded: 'default',
};

/**
 * platform.md §5: the chip on an order whose payment moved no real money; a live order has none,
 * so only the test ones stand out.
 */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string | null> = {
  test: 'Test payment',
  live: null,
};

/** The order confirmation mail's words (platform.md §5). */
export const ORDER_MAIL_TEXTS = {
  /** platform.md §5: "the order mail says it". */
  testPayment: 'Test payment: this order was paid in test mode. No real charge was made.',
} as const;
