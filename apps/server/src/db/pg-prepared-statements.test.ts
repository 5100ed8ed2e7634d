// Named prepared statements on PostgreSQL (pg-prepared-statements.ts): which queries get a
// name, that the names stay bounded, and what the pool hands Kysely. The whole API tier runs
// through it against a real PostgreSQL when TEST_DATABASE_URL is set; here a stand-in client
// records exactly what would be sent.
import { describe, expect, it } from 'vitest';
import type Pg from 'pg';
import { statementNames, withPreparedStatements } from './pg-prepared-statements.js';

describe('statement names', () => {
  it('gives one text one name, and different texts different names', () => {
    const names = statementNames();
    const byId = names.nameOf('select * from users where id = $1');
    expect(byId).toMatch(/^ch_[0-9a-f]{20}$/);
    expect(names.nameOf('select * from users where id = $1')).toBe(byId);
    expect(names.nameOf('select * from users where email = $1')).not.toBe(byId);
  });

  it('names no more than its bound of texts; those named keep their names', () => {
    const names = statementNames(2);
    const first = names.nameOf('select $1');
    expect(names.nameOf('select $1, $2')).toBeDefined();
    expect(names.nameOf('select $1, $2, $3')).toBeUndefined();
    expect(names.nameOf('select $1')).toBe(first);
  });

  it('gives a renewed text a fresh name, and keeps it', () => {
    const names = statementNames();
    const before = names.nameOf('select * from users where id = $1');
    names.renew('select * from users where id = $1');
    const after = names.nameOf('select * from users where id = $1');
    expect(after).toMatch(/^ch_/);
    expect(after).not.toBe(before);
    expect(names.nameOf('select * from users where id = $1')).toBe(after);
  });

  it('leaves long texts (bulk writes) unnamed', () => {
    expect(statementNames().nameOf(`insert into t (a) values ${'($1), '.repeat(500)}($2)`)).toBeUndefined();
  });
});

/** A pool whose one client records its calls; `failures` are thrown by the next calls. */
function recordingPool(failures: Error[] = []) {
  const calls: unknown[][] = [];
  let connects = 0;
  let ended = false;
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
    },
    release: () => undefined,
  };
  const pool = {
    connect: async () => {
      connects++;
      return client;
    },
    end: async () => {
      ended = true;
    },
  } as unknown as Pg.Pool;
  return { pool, calls, connects: () => connects, ended: () => ended };
}

describe('the pool Kysely is given', () => {
  it('sends a query with parameters under its name, and one without as plain text', async () => {
    const recorded = recordingPool();
    const client = await withPreparedStatements(recorded.pool).connect();
    await client.query('select * from users where id = $1', [7]);
    await client.query('begin', []);
    const [named, plain] = recorded.calls;
    expect(named).toEqual([{ name: statementNames().nameOf('select * from users where id = $1'), text: 'select * from users where id = $1', values: [7] }]);
    expect(plain).toEqual(['begin', []]);
  });

  it('passes a cursor through untouched, and wraps each client once however often it is lent', async () => {
    const recorded = recordingPool();
    const pool = withPreparedStatements(recorded.pool);
    const cursor = { read: async () => [], close: async () => undefined };
    const first = await pool.connect();
    first.query(cursor);
    expect(recorded.calls[0]).toEqual([cursor, undefined]);
    const again = await pool.connect();
    await again.query('select $1', [1]);
    expect(recorded.connects()).toBe(2);
    // Wrapped twice, the outer wrapper would hand the named config on as (config, undefined).
    expect(recorded.calls[1]).toHaveLength(1);
    expect(recorded.calls[1]).toEqual([{ name: expect.stringMatching(/^ch_/), text: 'select $1', values: [1] }]);
    await pool.end();
    expect(recorded.ended()).toBe(true);
  });

  it('names a statement afresh once PostgreSQL says its result type changed (a migration beside it)', async () => {
    const changed = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    const recorded = recordingPool([changed]);
    const client = await withPreparedStatements(recorded.pool).connect();
    const text = 'select * from payments where id = $1';
    await expect(client.query(text, [1])).rejects.toThrow('cached plan must not change result type');
    await client.query(text, [1]);
    await client.query(text, [2]);
    const names = recorded.calls.map((call) => (call[0] as { name: string }).name);
    expect(names[1]).not.toBe(names[0]);
    expect(names[2]).toBe(names[1]);
  });

  it('keeps the name after any other error', async () => {
    const recorded = recordingPool([Object.assign(new Error('duplicate key'), { code: '23505' })]);
    const client = await withPreparedStatements(recorded.pool).connect();
    await expect(client.query('insert into t (a) values ($1)', [1])).rejects.toThrow('duplicate key');
    await client.query('insert into t (a) values ($1)', [1]);
    const names = recorded.calls.map((call) => (call[0] as { name: string }).name);
    expect(names[1]).toBe(names[0]);
  });
});
