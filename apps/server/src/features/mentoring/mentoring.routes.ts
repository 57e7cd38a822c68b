import {
  assignmentResultSchema,
  envelopeSchema,
  MENTORING_MESSAGES,
  mentoringOperations as ops,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { mentoringPersonalData } from './mentoring.personal-data';
import { mentoringPolicies } from './mentoring.policy';
import { createMentoringService } from './mentoring.service';

/*
 * Mentoring (issue 12). Each route is its contract operation (packages/contract/src/operations/mentoring.ts: path
 * and schemas), who may call it (roles + owner rule, checked before the handler), and one service call.
 * {id}/{user_id} of a mentor and {graduate_id} take a profile or account id.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const mentoring = createMentoringService(deps);
  const admin = { roles: ['admin'] } as const;

  // ---- administrators: mentors

  route(app, ops.list, {
    access: admin,
    handler: async (request) => ok(MENTORING_MESSAGES.mentorsLoaded, await mentoring.list(request.query)),
  });

  route(app, ops.create, {
    access: admin,
    handler: async (request, reply) => {
      const made = await mentoring.create(requireAuth(request), request.body);
      return reply
        .status(201)
        .send(envelope(201, MENTORING_MESSAGES.mentorCreated(made.user_id.email), made));
    },
  });

  route(app, ops.read, {
    access: admin,
    handler: async (request) => ok(MENTORING_MESSAGES.mentorLoaded, await mentoring.get(request.params.id)),
  });

  route(app, ops.update, {
    access: admin,
    handler: async (request) =>
      ok(
        MENTORING_MESSAGES.mentorUpdated,
        await mentoring.update(requireAuth(request), request.params.id, request.body),
      ),
  });

  route(app, ops.deactivate, {
    access: admin,
    handler: async (request) =>
      ok(
        MENTORING_MESSAGES.mentorDeactivated,
        await mentoring.deactivate(requireAuth(request), request.params.id, request.body.reason),
      ),
  });

  route(app, ops.reactivate, {
    access: admin,
    handler: async (request) =>
      ok(
        MENTORING_MESSAGES.mentorReactivated,
        await mentoring.reactivate(requireAuth(request), request.params.id),
      ),
  });

  route(app, ops.reinvite, {
    access: admin,
    handler: async (request) => {
      const view = await mentoring.reinvite(requireAuth(request), request.params.id);
      return ok(MENTORING_MESSAGES.mentorReinvited(view.user_id.email), view);
    },
  });

  // ---- administrators: assignment

  route(app, ops.assign, {
    access: admin,
    // 201 when the graduate joined the cohort, 200 when already in it.
    responses: { 201: envelopeSchema(assignmentResultSchema) },
    handler: async (request, reply) => {
      const { created, result } = await mentoring.assign(
        requireAuth(request),
        request.params.id,
        request.body.graduate_id,
      );
      const status = created ? 201 : 200;
      const msg = created ? MENTORING_MESSAGES.assigned : MENTORING_MESSAGES.alreadyAssigned;
      return reply.status(status).send(envelope(status, msg, result));
    },
  });

  route(app, ops.preview, {
    access: admin,
    handler: async (request) => {
      const preview = await mentoring.preview(request.params.id, request.body);
      return ok(MENTORING_MESSAGES.previewReady(preview.matching), preview);
    },
  });

  route(app, ops.assignBulk, {
    access: admin,
    handler: async (request) => {
      const result = await mentoring.assignBulk(requireAuth(request), request.params.id, request.body);
      return ok(MENTORING_MESSAGES.bulkAssigned(result.assigned), result);
    },
  });

  route(app, ops.unassign, {
    access: admin,
    handler: async (request) =>
      ok(
        MENTORING_MESSAGES.unassigned,
        await mentoring.unassign(requireAuth(request), request.params.id, request.params.graduate_id),
      ),
  });

  route(app, ops.unassignBulk, {
    access: admin,
    handler: async (request) => {
      const result = await mentoring.unassignBulk(requireAuth(request), request.params.id, request.body);
      return ok(MENTORING_MESSAGES.bulkUnassigned(result.unassigned), result);
    },
  });

  // ---- the mentor

  const ownMentor = { roles: ['mentor', 'admin'], owner: 'self' } as const;

  route(app, ops.cohort, {
    access: ownMentor,
    handler: async (request) =>
      ok(MENTORING_MESSAGES.cohortLoaded, await mentoring.cohort(request.params.user_id, request.query)),
  });

  route(app, ops.mentee, {
    access: { roles: ['mentor', 'admin'], owner: 'assignedMentor' },
    handler: async (request) =>
      ok(
        MENTORING_MESSAGES.menteeLoaded,
        await mentoring.mentee(request.params.user_id, request.params.graduate_id),
      ),
  });

  route(app, ops.overview, {
    access: ownMentor,
    handler: async (request) =>
      ok(MENTORING_MESSAGES.overviewLoaded, await mentoring.overview(request.params.user_id)),
  });

  route(app, ops.broadcast, {
    access: { roles: ['mentor'], owner: 'self' },
    handler: async (request, reply) => {
      const sent = await mentoring.broadcast(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, MENTORING_MESSAGES.broadcastSent(sent.recipients), sent));
    },
  });

  // ---- the graduate

  route(app, ops.graduateMentors, {
    access: { roles: ['graduate', 'admin'], owner: 'graduateOwnMentors' },
    handler: async (request) =>
      ok(
        MENTORING_MESSAGES.mentorsOfGraduateLoaded,
        await mentoring.graduateMentors(request.params.user_id, request.query),
      ),
  });
};

export const mentoringFeature: Feature = {
  name: 'mentoring',
  routes,
  policies: mentoringPolicies,
  personalData: mentoringPersonalData,
};
