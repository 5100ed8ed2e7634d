// Payments, checkout and orders (docs/product/shop-and-payments.md; docs/product/back-office.md).
import { z } from 'zod';
import { LIMITS, ORDER_STATUSES, PAYMENT_MODES, PAYMENT_RECORD_STATUSES, PAYMENT_STATUSES } from '../constants.js';
import { beforeIdParam, bodyId, isoDate, limitParam, searchParam } from './common.js';
import { emailSchema } from './users.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  message: 'Status must be pending, processing, shipped, delivered or cancelled',
});
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentModeSchema = z.enum(PAYMENT_MODES);

/** An address as stored: an object, or plain text from older records (docs/product/back-office.md). */
export const address = z.union([
  z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    postal_code: z.string(),
  }),
  z.string(),
]);
export type Address = z.infer<typeof address>;

export const orderItem = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  /** Dollars, as charged at purchase. */
  price: z.number(),
  quantity: z.number().int(),
  status: orderStatusSchema,
});
export type OrderItem = z.infer<typeof orderItem>;

export const order = z.object({
  id: z.number().int(),
  order_number: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string(),
  /** Dollars; `total_amount` is the same value under the name the dashboard reads. */
  total: z.number(),
  total_amount: z.number(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  /** docs/product/shop-and-payments.md: `test` when the payment moved no real money (the 'Test payment' chip). */
  payment_mode: paymentModeSchema,
  shipping_address: address,
  billing_address: address,
  /** Units in the order (docs/product/back-office.md: the back office shows it). */
  item_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Order = z.infer<typeof order>;

export const orderWithItems = order.extend({ items: z.array(orderItem) });
export type OrderWithItems = z.infer<typeof orderWithItems>;

/** GET /api/shop/orders: the member's own orders, each with its items. */
export const memberOrdersResponse = z.object({ orders: z.array(orderWithItems) });
/**
 * GET /api/admin/orders: newest first, a page at a time (`before` the answer's `next_cursor`),
 * narrowed to one `status` and to orders whose number or customer's username starts with `q` (docs/product/operating.md: a back-office page and a search cost the same at any size).
 */
export const adminOrdersQuery = z.object({
  limit: limitParam(LIMITS.adminPageMax, LIMITS.adminListPageDefault),
  before: beforeIdParam,
  status: orderStatusSchema.optional(),
  q: searchParam,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** The Order Management tiles (docs/product/back-office.md: total, pending, processing, delivered), counted over every order by the server. */
export const adminOrderCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCounts>;

export const adminOrdersResponse = z.object({
  orders: z.array(order),
  /** Every order (the same as counts.total), whatever the filter. */
  total: z.number().int(),
  counts: adminOrderCounts,
  next_cursor: z.number().int().nullable(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;
/** GET /api/admin/orders/{id} (docs/product/back-office.md: order and items). */
export const adminOrderResponse = z.object({ order, items: z.array(orderItem) });
export const orderResponse = z.object({ order: orderWithItems });
export const orderItemResponse = z.object({ item: orderItem });
export const orderStatusBody = z.object({ status: orderStatusSchema });
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

const shippingText = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(LIMITS.shippingFieldMax, { message: `${label} must be at most ${LIMITS.shippingFieldMax} characters` });

/** docs/product/shop-and-payments.md: the shipping form. */
export const shippingFields = z.object({
  name: shippingText('Name'),
  email: emailSchema,
  address: shippingText('Address'),
  city: shippingText('City'),
  postalCode: shippingText('Postal code'),
  country: shippingText('Country'),
});
export type ShippingFields = z.infer<typeof shippingFields>;

const intentId = z
  .string({ message: 'payment_intent_id is required' })
  .trim()
  .min(1, { message: 'payment_intent_id is required' })
  .max(255, { message: 'payment_intent_id is too long' });

/**
 * POST /api/shop/checkout: the shipping fields, the items the member saw (checked against the
 * server's cart, never trusted) and the payment intent (docs/product/shop-and-payments.md).
 */
export const checkoutBody = shippingFields.extend({
  items: z
    .array(
      z
        .object({
          product_id: bodyId('product_id', 'a product id'),
          quantity: z.number({ message: 'quantity must be a number' }).int({ message: 'quantity must be a whole number' }),
        })
        .loose(),
    )
    .max(LIMITS.cartLinesMax)
    .optional(),
  payment_intent_id: intentId,
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** POST /api/shop/create-payment-intent: the total in cents the member saw (docs/product/shop-and-payments.md). */
export const createPaymentIntentBody = z.object({
  amount: z
    .number({ message: 'amount must be a number of cents' })
    .int({ message: 'amount must be a whole number of cents' })
    .min(0, { message: 'amount must not be negative' })
    .max(LIMITS.priceMax * 100 * LIMITS.cartLinesMax, { message: 'amount is too large' }),
  /** Beyond the documents: kept with the payment so an interrupted order can be finished. */
  shipping: shippingFields.optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;

export const paymentIntentResponse = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number().int() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/** POST /api/shop/test-payments/confirm (docs/product/shop-and-payments.md: the built-in test provider). */
export const testPaymentConfirmBody = z.object({
  client_secret: z.string({ message: 'client_secret is required' }).trim().min(1, { message: 'client_secret is required' }).max(255),
  card_number: z.string({ message: 'card_number is required' }).max(40),
  exp_month: z.number({ message: 'exp_month must be a number' }).int().min(1, { message: 'exp_month must be 1-12' }).max(12, { message: 'exp_month must be 1-12' }),
  exp_year: z.number({ message: 'exp_year must be a number' }).int().min(0).max(9999),
  cvc: z.string({ message: 'cvc is required' }).max(10),
});
export type TestPaymentConfirmBody = z.infer<typeof testPaymentConfirmBody>;
export const testPaymentConfirmResponse = z.object({ status: z.literal('succeeded') });

/**
 * GET /api/shop/payment-config: which card field the checkout shows, and whether payments are
 * test ones (the shop's 'Test mode — no real charge', docs/product/shop-and-payments.md).
 */
export const paymentConfigResponse = z.object({
  provider: z.enum(['test', 'stripe']),
  /** Stripe's publishable key; empty for the test provider. */
  publishableKey: z.string(),
  mode: paymentModeSchema,
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

/** A payment whose order was never made: it can be finished, or was refunded (docs/product/shop-and-payments.md). */
export const unfinishedPayment = z.object({
  payment_intent_id: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  /** True while the member can still finish the order (paid, unused, within the grace period). */
  can_finish: z.boolean(),
  /** When it is refunded if not finished; null once refunded. */
  refund_at: isoDate.nullable(),
  refunded_at: isoDate.nullable(),
  created_at: isoDate,
});
export type UnfinishedPayment = z.infer<typeof unfinishedPayment>;
export const unfinishedPaymentsResponse = z.object({ payments: z.array(unfinishedPayment) });

/** POST /api/shop/payments/finish: makes the order of a paid, unused payment (its shipping kept). */
export const finishPaymentBody = z.object({ payment_intent_id: intentId });

/** GET /api/admin/payments: every payment, newest first: who paid what, which order it became, refunded or not. */
export const adminPayment = unfinishedPayment.extend({
  id: z.number().int(),
  username: z.string(),
  provider: z.enum(['test', 'stripe']),
  order_id: z.number().int().nullable(),
  /** The order's readable number, for the back office to show beside the payment. */
  order_number: z.string().nullable(),
  failure_message: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
/** GET /api/admin/payments: newest first, a page at a time (`before` the answer's `next_cursor`). */
export const adminPaymentsQuery = z.object({
  limit: limitParam(LIMITS.adminPageMax, LIMITS.adminListPageDefault),
  before: beforeIdParam,
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;
export const adminPaymentsResponse = z.object({ payments: z.array(adminPayment), next_cursor: z.number().int().nullable() });
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponse>;

/** POST /api/shop/stripe-webhook: Stripe only needs to hear that the event arrived. */
export const webhookReceivedResponse = z.object({ received: z.literal(true) });
