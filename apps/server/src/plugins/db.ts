import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database reachable as app.db; buildApp's caller owns opening and closing it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { db: Db }) {
    app.decorate('db', options.db);
  },
  { name: 'db' },
);
