import { API_VERSION, envelopeSchema } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability, for load balancers',
        response: { 200: envelopeSchema(z.object({ database: z.literal('ok') })) },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return ok('ok', { database: 'ok' as const });
    },
  );
  // The API version the web app compares with its own (issue 30; every answer also carries it in x-api-version).
  app.get(
    '/v1/version',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: "The API's version: a web app built for another one is told to reload",
        response: { 200: envelopeSchema(z.object({ version: z.string() })) },
      },
    },
    async () => ok('ok', { version: API_VERSION }),
  );
};

export const healthFeature: Feature = { name: 'health', routes: healthRoutes };
