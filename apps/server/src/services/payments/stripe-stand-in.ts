// A local stand-in for Stripe's API, for tests of the Stripe adapter with the REAL `stripe`
// library (createStripePaymentProvider(config, standIn.endpoint)): just the calls the adapter
// makes, with Stripe's JSON shapes and error codes: POST /v1/payment_intents (idempotency keys
// honoured), GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel, POST
// /v1/refunds. What Stripe Elements would do in the browser (the card paid or refused) tests
// do with succeed() and fail(). Test support only: nothing in the app imports it.
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
  /** The card was confirmed with Stripe Elements. */
  succeed(id: string): StandInIntent;
  /** The card was refused. */
  fail(id: string, message: string): StandInIntent;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

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
  const requests: StandInRequest[] = [];

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
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        );
        const intentId = id('pi');
        const intent: StandInIntent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          last_payment_error: null,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(intentId, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, intentId);
        return json(res, intent);
      }

      const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      if (intentPath) {
        const intent = intents.get(decodeURIComponent(intentPath[1]!));
        if (!intent) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${intentPath[1]}'`);
        if (req.method === 'GET' && !intentPath[2]) return json(res, intent);
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
    succeed: (intentId) => change(intentId, 'succeeded', null),
    fail: (intentId, message) => change(intentId, 'requires_payment_method', { message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
