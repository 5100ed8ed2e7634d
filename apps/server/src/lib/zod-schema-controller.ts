// Fastify's schema compilers for an app whose every schema is zod (fastify-type-provider-zod).
// Naming them keeps Fastify from loading Ajv and fast-json-stringify, which it would never
// use (~130 ms of start). Shared by the app (app.ts) and the /api/docs builder.
import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export const ZOD_SCHEMA_CONTROLLER: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};
