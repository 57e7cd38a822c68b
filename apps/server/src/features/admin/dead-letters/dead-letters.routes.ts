import {
  DEAD_LETTER_MESSAGES,
  deadLetterListQuerySchema,
  deadLetterParamsSchema,
  deadLetterSchema,
  envelopeSchema,
  pagedSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/access';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { listDeadLetters, retryDeadLetter } from './dead-letters.service';

/** The job runner's dead letters (issue 21): administrators only, read and retried. */
export const deadLetterRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const only = { roles: ['admin'] } as const;
  const tags = ['admin: background jobs'];

  app.get(
    '/v1/admin/dead-letters',
    {
      config: { access: only },
      schema: {
        tags,
        summary: 'Background jobs that failed their last try (task, key, error, when, tries), newest first',
        querystring: deadLetterListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(deadLetterSchema)) },
      },
    },
    async (request) => ok(DEAD_LETTER_MESSAGES.loaded, await listDeadLetters(app.jobs, request.query)),
  );

  app.post(
    '/v1/admin/dead-letters/:id/retry',
    {
      config: { access: only },
      schema: {
        tags,
        summary: 'Put a failed job back on its queue as a new job, and off this list (audited)',
        params: deadLetterParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await retryDeadLetter(deps, app.jobs, requireAuth(request), request.params.id);
      return ok(DEAD_LETTER_MESSAGES.retried, null);
    },
  );
};
