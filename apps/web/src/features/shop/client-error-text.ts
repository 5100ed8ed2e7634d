// The server's own words when it refused the request for a reason the member can act on (a 4xx
// answer such as 'Only 2 in stock' or 'Your cart has changed. Please review your order.');
// otherwise the spec's message for the action (docs/product/shop-and-payments.md).
import { ApiError } from '../../lib/http';

/** The server's reason for a 4xx refusal, or null (a 5xx, a network failure, no text). */
export function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverError ? error.serverError : null;
}

export function clientErrorText(error: unknown, fallback: string): string {
  return refusalReason(error) ?? fallback;
}
