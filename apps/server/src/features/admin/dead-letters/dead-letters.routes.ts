import { DEAD_LETTER_MESSAGES, adminLogOperations as ops } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../platform/access';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { route } from '../../../platform/operation-route';
import { listDeadLetters, retryDeadLetter } from './dead-letters.service';

/** The job runner's dead letters (issue 21): administrators only, read and retried. */
export function deadLetterRoutes(app: FastifyInstance, deps: Deps) {
  const only = { roles: ['admin'] } as const;

  route(app, ops.deadLetters, {
    access: only,
    handler: async (request) =>
      ok(DEAD_LETTER_MESSAGES.loaded, await listDeadLetters(app.jobs, request.query)),
  });

  route(app, ops.retryDeadLetter, {
    access: only,
    handler: async (request) => {
      await retryDeadLetter(deps, app.jobs, requireAuth(request), request.params.id);
      return ok(DEAD_LETTER_MESSAGES.retried, null);
    },
  });
}
