// Per-address limits on the calls whose answer tells whether a name or an email exists (409):
// registration (docs/product/accounts-and-sessions.md) and a profile's email change. Each is taken first, before any
// lookup, so a refused caller learns nothing (docs/decisions/023).
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { countsPerAddress } from '../../lib/client-address.js';
import { tooManyRequests } from '../../lib/http-error.js';
import type { Services } from '../../services.js';

interface AddressLimit {
  kind: string;
  max: number;
  windowMs: number;
  message: string;
}

const REGISTRATION: AddressLimit = {
  kind: 'register',
  max: LIMITS.registrationsPerAddress,
  windowMs: LIMITS.registrationWindowMs,
  message: SERVER_ERRORS.tooManyRegistrations,
};

const EMAIL_CHANGE: AddressLimit = {
  kind: 'email-change',
  max: LIMITS.emailChangesPerAddress,
  windowMs: LIMITS.emailChangeWindowMs,
  message: SERVER_ERRORS.tooManyEmailChanges,
};

async function takeOrRefuse(services: Services, address: string, { kind, max, windowMs, message }: AddressLimit): Promise<void> {
  if (!countsPerAddress(address, services.config.rateLimitsLoopbackExempt)) return;
  if (!(await services.rateLimits.take({ bucket: `${kind}:ip:${address}`, max, windowMs }))) throw tooManyRequests(message);
}

export const takeRegistration = (services: Services, address: string) => takeOrRefuse(services, address, REGISTRATION);
export const takeEmailChange = (services: Services, address: string) => takeOrRefuse(services, address, EMAIL_CHANGE);
