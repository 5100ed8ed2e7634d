// This machine's own address is limited per address like any other (docs/decisions/023): a
// proxy here that does not set X-Forwarded-For must not give every client an unlimited address.
// RATE_LIMITS_LOOPBACK_EXEMPT=1, for test suites and benchmarks only, lifts the per-address
// limits on registrations, email changes and payments for 127.0.0.0/8 and ::1, nothing else.
import { LIMITS } from '@clanhall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './build-test-app.js';
import { randomEmail, randomIp, randomUsername } from './factories.js';

/** The statuses of `count` registrations from one address, one after another. */
async function registrations(t: TestApp, remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const payload = { username: randomUsername(), email: randomEmail(), password: 'loopback-pass' };
    statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress })).statusCode);
  }
  return statuses;
}

/**
 * The statuses of `count` payment intents from one address, `perBuyer` per account (by default
 * too few to reach the per-account limit). An empty cart answers 400 once the limits let one in.
 */
async function paymentIntents(t: TestApp, remoteAddress: string, count: number, perBuyer = 10): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += perBuyer) {
    const buyer = await createUser(t.app);
    for (let j = i; j < Math.min(count, i + perBuyer); j++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shop/create-payment-intent',
        headers: buyer.auth,
        payload: { amount: 100 },
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
  }
  return statuses;
}

/** The statuses of `count` email changes of one account from one address. */
async function emailChanges(t: TestApp, remoteAddress: string, count: number): Promise<number[]> {
  const user = await createUser(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { email: randomEmail(), current_password: user.password },
      remoteAddress,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** `allowed` answers of `status`, then the 429 of the first attempt past the limit. */
const allowedThenRefused = (allowed: number, status: number) => [...Array<number>(allowed).fill(status), 429];

describe('per-address limits for this machine, by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('limits registrations from 127.0.0.1 and from ::1 like any address, ::1 apart from the rest of ::/64', async () => {
    const limit = LIMITS.registrationsPerAddress;
    expect(await registrations(t, '::2', limit)).toEqual(Array(limit).fill(201));
    expect(await registrations(t, '::3', 1)).toEqual([429]);
    expect(await registrations(t, '::1', limit + 1)).toEqual(allowedThenRefused(limit, 201));
    expect(await registrations(t, '0:0:0:0:0:0:0:1', 1)).toEqual([429]);
    expect(await registrations(t, '127.0.0.1', limit + 1)).toEqual(allowedThenRefused(limit, 201));
  });

  it('limits email changes and payment attempts from loopback like any address', async () => {
    expect(await emailChanges(t, '127.0.0.2', LIMITS.emailChangesPerAddress + 1)).toEqual(
      allowedThenRefused(LIMITS.emailChangesPerAddress, 200),
    );
    expect(await paymentIntents(t, '127.0.0.3', LIMITS.paymentAttemptsPerAddress + 1)).toEqual(
      allowedThenRefused(LIMITS.paymentAttemptsPerAddress, 400),
    );
  });
});

describe('per-address limits with RATE_LIMITS_LOOPBACK_EXEMPT=1 (tests and benchmarks)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMITS_LOOPBACK_EXEMPT: '1' });
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'lets %s register, change emails and pay past the per-address limits',
    async (address) => {
      expect(await registrations(t, address, LIMITS.registrationsPerAddress + 2)).toEqual(
        Array(LIMITS.registrationsPerAddress + 2).fill(201),
      );
      expect(await emailChanges(t, address, LIMITS.emailChangesPerAddress + 2)).toEqual(
        Array(LIMITS.emailChangesPerAddress + 2).fill(200),
      );
      expect(await paymentIntents(t, address, LIMITS.paymentAttemptsPerAddress + 10)).toEqual(
        Array(LIMITS.paymentAttemptsPerAddress + 10).fill(400),
      );
    },
  );

  it('still limits every other address, the rest of ::/64 included, and each account', async () => {
    for (const address of [randomIp(), '::2']) {
      expect(await registrations(t, address, LIMITS.registrationsPerAddress + 1)).toEqual(
        allowedThenRefused(LIMITS.registrationsPerAddress, 201),
      );
    }
    const perAccount = LIMITS.paymentAttemptsPerAccount;
    expect(await paymentIntents(t, '127.0.0.1', perAccount + 1, perAccount + 1)).toEqual(allowedThenRefused(perAccount, 400));
  });
});
