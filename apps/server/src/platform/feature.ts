import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Policies } from './access';
import type { Deps } from './deps';
import type { EventListeners } from './events';
import type { AnyTask, SweepDefinition } from './jobs/definitions';
import type { PersonalDataHolder } from './personal-data';

/**
 * What every feature module exports from its `<feature>.routes.ts`, so `app.ts` registers them all the same
 * way: its routes under `/api`, the owner policies its routes name (from `<feature>.policy.ts`), and the work
 * that runs by itself: its queued tasks, its scheduled sweeps (run by platform/jobs/runner.ts on the durable
 * queue) and what it does when another feature announces a fact (platform/events.ts).
 */
export interface Feature {
  name: string;
  routes: FastifyPluginAsyncZod<{ deps: Deps }>;
  policies?: (deps: Deps) => Partial<Policies>;
  /** Background work enqueued one payload at a time (`deps.jobs.enqueue(task, payload, { key })`). */
  tasks?: readonly AnyTask[];
  /** Idempotent work over the data on a schedule. */
  sweeps?: readonly SweepDefinition[];
  /** Listeners of other features' facts, run in the announcing transaction. */
  listeners?: (deps: Deps) => EventListeners;
  /** What it holds about a person, with the exporter and eraser of each (platform/personal-data.ts). */
  personalData?: PersonalDataHolder;
}
