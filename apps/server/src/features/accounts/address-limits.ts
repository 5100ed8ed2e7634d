// Per-address limits on the calls whose answer tells whether a name or an email exists (409):
// registration (platform.md §3) and a profile's email change. Each is taken first, before any
// lookup, so a refused caller learns nothing (docs/decisions/023).
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { tooManyRequests } from '../../lib/http-error.js';
import type { Services } from '../../services.js';

async function takeOrRefuse(services: Services, bucket: string, max: number, windowMs: number, message: string): Promise<void> {
  if (!(await services.rateLimits.take({ bucket, max, windowMs }))) throw tooManyRequests(message);
}

export const takeRegistration = (services: Services, address: string) =>
  takeOrRefuse(
    services,
    `register:ip:${address}`,
    LIMITS.registrationsPerAddress,
    LIMITS.registrationWindowMs,
    SERVER_ERRORS.tooManyRegistrations,
  );

export const takeEmailChange = (services: Services, address: string) =>
  takeOrRefuse(
    services,
    `email-change:ip:${address}`,
    LIMITS.emailChangesPerAddress,
    LIMITS.emailChangeWindowMs,
    SERVER_ERRORS.tooManyEmailChanges,
  );
