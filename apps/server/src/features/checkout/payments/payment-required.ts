// 402: the card was refused or the payment did not succeed (docs/product/shop-and-payments.md). lib/http-error.ts
// has the platform's other statuses; only the checkout answers this one.
import { HttpError } from '../../../lib/http-error.js';

export const paymentRequired = (message: string) => new HttpError(402, message);
