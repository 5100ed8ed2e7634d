// A fresh, empty PostgreSQL database next to TEST_DATABASE_URL's for one test file (the first
// server to start migrates it), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(baseUrl: string | undefined, prefix: string): Promise<TestDatabase> {
  if (!baseUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set: export TEST_DATABASE_URL=$(./scripts/ci/start-postgres.sh) (npm test runs this file only then)',
    );
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE) ends a connection a stopped server might still hold (PostgreSQL 13+).
    drop: () => onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
