import { API_VERSION, healthOperations as ops } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, ops.health, {
    access: 'public',
    handler: async () => {
      await deps.db.execute(sql`select 1`);
      return ok('ok', { database: 'ok' as const });
    },
  });
  route(app, ops.version, { access: 'public', handler: async () => ok('ok', { version: API_VERSION }) });
};

export const healthFeature: Feature = { name: 'health', routes: healthRoutes };
