import { OUTCOME_MESSAGES, outcomeOperations as ops } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import { contentDisposition } from '../../platform/content-disposition';
import { csvDownloadHeaders } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { outcomesPersonalData } from './outcomes.personal-data';
import { createOutcomesService } from './outcomes.service';

/*
 * Outcome figures (issue 14; architecture "Outcome data"). Administrators read the national figures with any
 * filter, nothing hidden, and download the microdata. An institution reads its own graduates' figures with the
 * national figures of its programmes beside them, groups of fewer than 5 respondents hidden; `{userId}` must be
 * the caller (administrators may name any institution). No route shows an institution another's figures.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const outcomes = createOutcomesService(deps);
  const admins = { roles: ['admin'] } as const;
  const ownInstitution = { roles: ['institution', 'admin'], owner: 'self' } as const;

  route(app, ops.national, {
    access: admins,
    handler: async (request) => ok(OUTCOME_MESSAGES.figuresLoaded, await outcomes.national(request.query)),
  });

  route(app, ops.downloadNational, {
    access: admins,
    config: { heavy: true },
    handler: async (request, reply) => {
      const file = await outcomes.download(requireAuth(request), request.query);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  route(app, ops.microdata, {
    access: admins,
    config: { heavy: true },
    handler: async (request, reply) => {
      const csv = await outcomes.microdata(request.query);
      return reply.headers(csvDownloadHeaders('outcomes-microdata.csv')).send(csv);
    },
  });

  route(app, ops.institution, {
    access: ownInstitution,
    handler: async (request) =>
      ok(
        OUTCOME_MESSAGES.figuresLoaded,
        await outcomes.institution(requireAuth(request), request.params.userId, request.query),
      ),
  });

  route(app, ops.downloadInstitution, {
    access: ownInstitution,
    config: { heavy: true },
    handler: async (request, reply) => {
      const file = await outcomes.download(requireAuth(request), request.query, request.params.userId);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
};

export const outcomesFeature: Feature = { name: 'outcomes', routes, personalData: outcomesPersonalData };
