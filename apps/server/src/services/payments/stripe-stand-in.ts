// A local stand-in for Stripe's API, for tests of the Stripe adapter with the REAL `stripe`
// library (createStripePaymentProvider(config, standIn.endpoint)): just the calls the adapter
// makes, with Stripe's JSON shapes and error codes: POST /v1/payment_intents (idempotency keys
// honoured), GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel, POST
// /v1/refunds; and for a membership's subscriptions (stripe-subscriptions.ts) POST /v1/customers,
// POST /v1/products, POST /v1/subscriptions (its first invoice and that invoice's intent,
// expandable), GET/POST/DELETE /v1/subscriptions/:id and POST /v1/payment_intents/:id (its
// metadata), GET /v1/invoices/:id (a renewal's, `payments` expandable). What Stripe Elements
// would do in the browser (the card paid or refused) tests do with succeed() and fail(); what
// Stripe's billing does later, tests do with payRenewal(), the subscription's state and signed
// invoice events. Test support only: nothing in the app imports it.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { StripeEndpoint } from './stripe-payment-provider.js';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  created: number;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  /** The first invoice's id and its payment intent's. */
  latest_invoice: string;
  intentId: string;
  amount: number;
  currency: string;
  interval: string;
  product: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface StripeStandIn {
  endpoint: StripeEndpoint;
  intents: Map<string, StandInIntent>;
  /** Refunds by payment intent id. */
  refunds: Map<string, { id: string; idempotencyKey: string | undefined }>;
  requests: StandInRequest[];
  subscriptions: Map<string, StandInSubscription>;
  customers: Map<string, { id: string; email: string; name: string }>;
  /** The card was confirmed with Stripe Elements. */
  succeed(id: string): StandInIntent;
  /** The card was refused. */
  fail(id: string, message: string): StandInIntent;
  /**
   * Stripe's billing charged a renewal of the subscription: a paid invoice (GET /v1/invoices/:id)
   * and the succeeded intent its `payments` name. Its webhook event is the test's to send.
   */
  payRenewal(subscriptionId: string): { invoiceId: string; intentId: string };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A form's `metadata[key]` fields as an object. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

/** The `expand[n]` fields of a form. */
const expandsOf = (form: Record<string, string>) =>
  Object.entries(form)
    .filter(([key]) => key.startsWith('expand['))
    .map(([, value]) => value);

function stripeError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, { id: string; idempotencyKey: string | undefined }>();
  /** Renewal invoices by id: their subscription and the intent that paid them. */
  const invoices = new Map<string, { subscriptionId: string; intentId: string }>();
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const customers = new Map<string, { id: string; email: string; name: string }>();
  /** Customers and products by idempotency key. */
  const keyed = new Map<string, unknown>();

  function newIntent(amount: number, currency: string, metadata: Record<string, string>): StandInIntent {
    const intentId = id('pi');
    const intent: StandInIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(intentId, intent);
    return intent;
  }

  /** A subscription whose first invoice waits for the card (payment_behavior default_incomplete). */
  function createSubscription(form: Record<string, string>): StandInSubscription | undefined {
    if (!customers.has(form.customer ?? '')) return undefined;
    const amount = Number(form['items[0][price_data][unit_amount]']);
    const currency = form['items[0][price_data][currency]'] ?? 'usd';
    const intent = newIntent(amount, currency, {});
    const subscription: StandInSubscription = {
      id: id('sub'),
      object: 'subscription',
      customer: form.customer!,
      status: 'incomplete',
      cancel_at_period_end: false,
      metadata: metadataOf(form),
      latest_invoice: id('in'),
      intentId: intent.id,
      amount,
      currency,
      interval: form['items[0][price_data][recurring][interval]'] ?? 'month',
      product: form['items[0][price_data][product]'] ?? '',
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** Stripe's JSON of a subscription, its latest invoice expanded as asked. */
  function subscriptionJson(subscription: StandInSubscription, expand: string[]) {
    const { intentId, amount, currency, interval, product, ...fields } = subscription;
    const intent = intents.get(intentId)!;
    const expanded = expand.some((path) => path.startsWith('latest_invoice'));
    const invoice = {
      id: subscription.latest_invoice,
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_due: amount,
      currency,
      status: intent.status === 'succeeded' ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      ...(expand.includes('latest_invoice.confirmation_secret')
        ? { confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' } }
        : {}),
      ...(expand.includes('latest_invoice.payments')
        ? {
            payments: {
              object: 'list',
              data: [
                { id: id('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } },
              ],
            },
          }
        : {}),
    };
    return {
      ...fields,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price: { currency, unit_amount: amount, recurring: { interval }, product },
          },
        ],
      },
      latest_invoice: expanded ? invoice : subscription.latest_invoice,
    };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const path = (req.url ?? '').split('?')[0]!;
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey, form });

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (existing) return json(res, intents.get(existing));
        // Stripe's smallest USD charge.
        if (Number(form.amount) < 50) return stripeError(res, 400, 'amount_too_small', 'Amount must be at least $0.50 usd');
        const intent = newIntent(Number(form.amount), form.currency ?? 'usd', metadataOf(form));
        if (idempotencyKey) byKey.set(idempotencyKey, intent.id);
        return json(res, intent);
      }

      if (req.method === 'POST' && (path === '/v1/customers' || path === '/v1/products')) {
        const existing = idempotencyKey ? keyed.get(idempotencyKey) : undefined;
        if (existing) return json(res, existing);
        const made =
          path === '/v1/customers'
            ? { id: id('cus'), object: 'customer', email: form.email ?? '', name: form.name ?? '', metadata: metadataOf(form) }
            : { id: id('prod'), object: 'product', name: form.name ?? '', metadata: metadataOf(form) };
        if (made.object === 'customer') customers.set(made.id, { id: made.id, email: form.email ?? '', name: form.name ?? '' });
        if (idempotencyKey) keyed.set(idempotencyKey, made);
        return json(res, made);
      }

      if (req.method === 'POST' && path === '/v1/subscriptions') {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        const subscription = existing ? subscriptions.get(existing) : createSubscription(form);
        if (!subscription) return stripeError(res, 400, 'resource_missing', 'No such customer');
        if (idempotencyKey) byKey.set(idempotencyKey, subscription.id);
        return json(res, subscriptionJson(subscription, expandsOf(form)));
      }

      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscriptionPath) {
        const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
        if (!subscription) return stripeError(res, 404, 'resource_missing', `No such subscription: '${subscriptionPath[1]}'`);
        if (req.method === 'DELETE') {
          if (subscription.status === 'canceled') {
            return stripeError(
              res,
              400,
              'subscription_canceled',
              'A canceled subscription can only update its cancellation_details and metadata.',
            );
          }
          subscription.status = 'canceled';
        }
        if (req.method === 'POST' && form.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        return json(res, subscriptionJson(subscription, expandsOf(form)));
      }

      const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
      if (invoicePath && req.method === 'GET') {
        const invoiceId = decodeURIComponent(invoicePath[1]!);
        const invoice = invoices.get(invoiceId);
        if (!invoice) return stripeError(res, 404, 'resource_missing', `No such invoice: '${invoiceId}'`);
        const intent = intents.get(invoice.intentId)!;
        const query = Object.fromEntries(new URLSearchParams((req.url ?? '').split('?')[1] ?? ''));
        return json(res, {
          id: invoiceId,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: intent.amount,
          currency: intent.currency,
          status: 'paid',
          parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId } },
          ...(expandsOf(query).includes('payments')
            ? {
                payments: {
                  object: 'list',
                  data: [{ id: id('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }],
                },
              }
            : {}),
        });
      }

      const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      if (intentPath) {
        const intent = intents.get(decodeURIComponent(intentPath[1]!));
        if (!intent) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${intentPath[1]}'`);
        if (req.method === 'GET' && !intentPath[2]) return json(res, intent);
        if (req.method === 'POST' && !intentPath[2]) {
          intent.metadata = { ...intent.metadata, ...metadataOf(form) };
          return json(res, intent);
        }
        if (req.method === 'POST' && intentPath[2]) {
          if (intent.status !== 'requires_payment_method') {
            return stripeError(res, 400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
          }
          intent.status = 'canceled';
          return json(res, intent);
        }
      }

      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${form.payment_intent}'`);
        const previous = refunds.get(intent.id);
        if (previous && previous.idempotencyKey === idempotencyKey) {
          return json(res, { id: previous.id, object: 'refund', amount: intent.amount, payment_intent: intent.id, status: 'succeeded' });
        }
        if (previous) return stripeError(res, 400, 'charge_already_refunded', `Charge for ${intent.id} has already been refunded.`);
        if (intent.status !== 'succeeded') {
          return stripeError(res, 400, 'payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
        }
        const refund = { id: id('re'), idempotencyKey };
        refunds.set(intent.id, refund);
        return json(res, { id: refund.id, object: 'refund', amount: intent.amount, payment_intent: intent.id, status: 'succeeded' });
      }
      return stripeError(res, 404, 'resource_missing', `Unrecognized request URL (${req.method}: ${path}).`);
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  const change = (intentId: string, status: StandInIntent['status'], error: StandInIntent['last_payment_error']) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no stand-in intent ${intentId}`);
    intent.status = status;
    intent.last_payment_error = error;
    return intent;
  };

  return {
    endpoint: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
    intents,
    refunds,
    requests,
    subscriptions,
    customers,
    succeed: (intentId) => {
      // The first invoice of a subscription paid: the subscription is active, as Stripe makes it.
      for (const subscription of subscriptions.values())
        if (subscription.intentId === intentId && subscription.status === 'incomplete') subscription.status = 'active';
      return change(intentId, 'succeeded', null);
    },
    fail: (intentId, message) => change(intentId, 'requires_payment_method', { message }),
    payRenewal: (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no stand-in subscription ${subscriptionId}`);
      const intent = newIntent(subscription.amount, subscription.currency, {});
      intent.status = 'succeeded';
      const invoiceId = id('in');
      invoices.set(invoiceId, { subscriptionId, intentId: intent.id });
      return { invoiceId, intentId: intent.id };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
