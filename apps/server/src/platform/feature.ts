import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Policies } from './access';
import type { Deps } from './deps';

/**
 * What every feature module exports from its `<feature>.routes.ts`, so `app.ts` registers them all the same
 * way: its routes under `/api`, and the owner policies its routes name (from `<feature>.policy.ts`).
 */
export interface Feature {
  name: string;
  routes: FastifyPluginAsyncZod<{ deps: Deps }>;
  policies?: (deps: Deps) => Partial<Policies>;
}
