import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The end-to-end run on PostgreSQL (npm test with TEST_DATABASE_URL, docs/decisions/016): the
// screens whose server paths differ by dialect or lean on its locks, caches and live delivery.
// The API tier runs every endpoint on both dialects; the browser cannot tell them apart, so the
// whole screen suite runs once, on SQLite. `E2E_DATABASE_URL=… npm run test:e2e` runs all of it
// on PostgreSQL.
export const POSTGRES_SCREENS = [
  'auth/login.e2e.ts', // sessions, throttles and the admin door's counters
  'content/blog.e2e.ts', // posts written, cached and server-rendered from PostgreSQL
  'shell/server-rendering.e2e.ts', // members' pages rendered afresh over guests' cached ones
  'shop/cart.e2e.ts', // the cart's one-statement upserts under quick clicks
  'shop/checkout.e2e.ts', // the order's transaction: payment and cart rows read FOR UPDATE
  'admin-shop/categories.e2e.ts', // category order and paging on both dialects
  'admin-shop/orders.e2e.ts', // order and item status writes
  'chat/messages-live.e2e.ts', // messages stored in PostgreSQL and delivered live
];

// Replaced, not merged: mergeConfig would add these to the base's '**/*.e2e.ts'.
export default defineConfig({ ...base, test: { ...base.test, include: POSTGRES_SCREENS } });
