// Security headers on every answer and a strict Content-Security-Policy (issue 2). Styles allow
// 'unsafe-inline' because MUI/emotion inject <style> tags at run time. The header set never
// changes, so it is built once here and attached as it is, instead of rebuilt per request.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * With Stripe configured, the checkout loads Stripe.js, whose card field is a frame from
 * Stripe and which talks to Stripe's API (https://docs.stripe.com/security/guide#content-security-policy).
 */
const STRIPE_SOURCES: Record<string, string[]> = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

export function contentSecurityPolicy(withStripe: boolean): string {
  const policy: Record<string, string[]> = { ...CONTENT_SECURITY_POLICY };
  if (withStripe)
    for (const [name, values] of Object.entries(STRIPE_SOURCES)) policy[name] = [...(policy[name] ?? []), ...values];
  return Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * What helmet would send with this policy, minus HSTS: the site is served over plain http on
 * localhost by default, and HSTS belongs to the TLS proxy in front (README, Deploying).
 */
export const pageSecurityHeaders = (withStripe: boolean): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': contentSecurityPolicy(withStripe),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });

/**
 * An API answer is data, never a page: it needs no policy for scripts, styles or fonts, only
 * one that forbids everything (should it ever be opened as a document) and the few headers
 * that matter for data. Fewer headers per answer is also measurably faster.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

export default fp(async function securityHeadersPlugin(app: FastifyInstance, options: { withStripe: boolean }) {
  const pageHeaders = pageSecurityHeaders(options.withStripe);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
});
