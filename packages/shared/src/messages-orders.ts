// Orders as members and administrators see them: /orders' texts and the order and payment
// status chips (docs/product/shop-and-payments.md Order history, docs/product/back-office.md).
import type { OrderStatus, PaymentMode, PaymentStatus } from './constants.js';

/** docs/product/shop-and-payments.md Order history */
export const ORDER_MESSAGES = {
  emptyTitle: 'No Orders Yet',
  emptyText: 'Start shopping to see your order history here',
} as const;

/** docs/product/shop-and-payments.md Order history: the screen's own words. */
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

/** Order and order-item statuses as chips and menus show them (docs/product/back-office.md). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** docs/product/shop-and-payments.md and docs/product/back-office.md: chip colours by order status. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'error',
};

/** Chip labels of the payment statuses (docs/product/shop-and-payments.md). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
};

/** docs/product/shop-and-payments.md: paid green, unpaid red; refunded is neither (docs/product/shop-and-payments.md). */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'default' | 'success' | 'error'> = {
  paid: 'success',
  unpaid: 'error',
  refunded: 'default',
};

/**
 * docs/product/shop-and-payments.md: the chip on an order whose payment moved no real money; a live order has none,
 * so only the test ones stand out.
 */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string | null> = {
  test: 'Test payment',
  live: null,
};

/** The order confirmation mail's words (docs/product/shop-and-payments.md). */
export const ORDER_MAIL_TEXTS = {
  /** docs/product/shop-and-payments.md: "the order mail says it". */
  testPayment: 'Test payment: this order was paid in test mode. No real charge was made.',
} as const;
