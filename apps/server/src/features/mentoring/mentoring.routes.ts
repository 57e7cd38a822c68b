import {
  adminMentorListQuerySchema,
  adminMentorPageSchema,
  adminMentorSchema,
  assignGraduateSchema,
  assignmentFiltersSchema,
  assignmentPreviewSchema,
  assignmentResultSchema,
  broadcastResultSchema,
  broadcastSchema,
  createMentorSchema,
  deactivateMentorSchema,
  envelopeSchema,
  graduateMentorPageSchema,
  graduateMentorsParamsSchema,
  graduateMentorsQuerySchema,
  MENTORING_MESSAGES,
  menteeDetailSchema,
  menteePageSchema,
  menteeParamsSchema,
  menteesQuerySchema,
  mentorAssignmentParamsSchema,
  mentorIdParamsSchema,
  mentorOverviewSchema,
  mentorParamsSchema,
  unassignmentFiltersSchema,
  updateMentorByAdminSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { mentoringPersonalData } from './mentoring.personal-data';
import { mentoringPolicies } from './mentoring.policy';
import { createMentoringService } from './mentoring.service';

/*
 * Mentoring (issue 12; the route table with who may call each is at the top of packages/contract/src/mentoring.ts).
 * Each route is its path, who may call it (roles + owner rule, checked before the handler), its contract
 * schemas, and one service call. {id}/{user_id} of a mentor and {graduate_id} take a profile or account id.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const mentoring = createMentoringService(deps);
  const admin = { roles: ['admin'] } as const;
  const adminTags = ['admin: mentors'];
  const tags = ['mentoring'];
  const params = mentorIdParamsSchema;
  const mentorOut = envelopeSchema(adminMentorSchema);
  const resultOut = envelopeSchema(assignmentResultSchema);

  // ---- administrators: mentors

  app.get(
    '/v1/admin/mentors',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Mentors by name, with status and cohort size; q (name, e-mail, specialization, industry)',
        querystring: adminMentorListQuerySchema,
        response: { 200: envelopeSchema(adminMentorPageSchema) },
      },
    },
    async (request) => ok(MENTORING_MESSAGES.mentorsLoaded, await mentoring.list(request.query)),
  );

  app.post(
    '/v1/admin/mentors',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Create a mentor; they receive a single-use, expiring link to set their password',
        body: createMentorSchema,
        response: { 201: mentorOut },
      },
    },
    async (request, reply) => {
      const made = await mentoring.create(requireAuth(request), request.body);
      return reply
        .status(201)
        .send(envelope(201, MENTORING_MESSAGES.mentorCreated(made.user_id.email), made));
    },
  );

  app.get(
    '/v1/admin/mentors/:id',
    {
      config: { access: admin },
      schema: { tags: adminTags, summary: 'One mentor', params, response: { 200: mentorOut } },
    },
    async (request) => ok(MENTORING_MESSAGES.mentorLoaded, await mentoring.get(request.params.id)),
  );

  app.patch(
    '/v1/admin/mentors/:id',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Edit a mentor (e-mail only before they set a password: the new address gets a new link)',
        params,
        body: updateMentorByAdminSchema,
        response: { 200: mentorOut },
      },
    },
    async (request) =>
      ok(
        MENTORING_MESSAGES.mentorUpdated,
        await mentoring.update(requireAuth(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/v1/admin/mentors/:id/deactivate',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Deactivate a mentor: sessions end at once, links die, the cohort is kept',
        params,
        body: deactivateMentorSchema,
        response: { 200: mentorOut },
      },
    },
    async (request) =>
      ok(
        MENTORING_MESSAGES.mentorDeactivated,
        await mentoring.deactivate(requireAuth(request), request.params.id, request.body.reason),
      ),
  );

  app.post(
    '/v1/admin/mentors/:id/reactivate',
    {
      config: { access: admin },
      schema: { tags: adminTags, summary: 'Reactivate a mentor', params, response: { 200: mentorOut } },
    },
    async (request) =>
      ok(
        MENTORING_MESSAGES.mentorReactivated,
        await mentoring.reactivate(requireAuth(request), request.params.id),
      ),
  );

  app.post(
    '/v1/admin/mentors/:id/invitation',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary:
          'Re-invite a mentor who has not set a password: a new link is mailed, earlier links stop working',
        params,
        response: { 200: mentorOut },
      },
    },
    async (request) => {
      const view = await mentoring.reinvite(requireAuth(request), request.params.id);
      return ok(MENTORING_MESSAGES.mentorReinvited(view.user_id.email), view);
    },
  );

  // ---- administrators: assignment

  app.post(
    '/v1/admin/mentors/:id/graduates',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: "Assign one graduate to the mentor's cohort (200 when already in it)",
        params,
        body: assignGraduateSchema,
        response: { 200: resultOut, 201: resultOut },
      },
    },
    async (request, reply) => {
      const { created, result } = await mentoring.assign(
        requireAuth(request),
        request.params.id,
        request.body.graduate_id,
      );
      const status = created ? 201 : 200;
      const msg = created ? MENTORING_MESSAGES.assigned : MENTORING_MESSAGES.alreadyAssigned;
      return reply.status(status).send(envelope(status, msg, result));
    },
  );

  app.post(
    '/v1/admin/mentors/:id/graduates/preview',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'How many graduates the filters match and a bulk assignment would add (nothing stored)',
        params,
        body: assignmentFiltersSchema,
        response: { 200: envelopeSchema(assignmentPreviewSchema) },
      },
    },
    async (request) => {
      const preview = await mentoring.preview(request.params.id, request.body);
      return ok(MENTORING_MESSAGES.previewReady(preview.matching), preview);
    },
  );

  app.post(
    '/v1/admin/mentors/:id/graduates/bulk',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: "Assign every graduate the filters match to the mentor's cohort, in one transaction",
        params,
        body: assignmentFiltersSchema,
        response: { 200: resultOut },
      },
    },
    async (request) => {
      const result = await mentoring.assignBulk(requireAuth(request), request.params.id, request.body);
      return ok(MENTORING_MESSAGES.bulkAssigned(result.assigned), result);
    },
  );

  app.delete(
    '/v1/admin/mentors/:id/graduates/:graduate_id',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: "Remove a graduate from the mentor's cohort",
        params: mentorAssignmentParamsSchema,
        response: { 200: resultOut },
      },
    },
    async (request) =>
      ok(
        MENTORING_MESSAGES.unassigned,
        await mentoring.unassign(requireAuth(request), request.params.id, request.params.graduate_id),
      ),
  );

  app.post(
    '/v1/admin/mentors/:id/graduates/bulk-unassign',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary:
          "Remove the mentor's mentees the filters match (or every mentee with all: true), in one transaction",
        params,
        body: unassignmentFiltersSchema,
        response: { 200: resultOut },
      },
    },
    async (request) => {
      const result = await mentoring.unassignBulk(requireAuth(request), request.params.id, request.body);
      return ok(MENTORING_MESSAGES.bulkUnassigned(result.unassigned), result);
    },
  );

  // ---- the mentor

  const ownMentor = { roles: ['mentor', 'admin'], owner: 'self' } as const;

  app.get(
    '/v1/mentors/:user_id/graduates',
    {
      config: { access: ownMentor },
      schema: {
        tags,
        summary: "The mentor's cohort (spec 001 §3 Mentee/graduate), by name; ?name= searches",
        params: mentorParamsSchema,
        querystring: menteesQuerySchema,
        response: { 200: envelopeSchema(menteePageSchema) },
      },
    },
    async (request) =>
      ok(MENTORING_MESSAGES.cohortLoaded, await mentoring.cohort(request.params.user_id, request.query)),
  );

  app.get(
    '/v1/mentors/:user_id/graduates/:graduate_id',
    {
      config: { access: { roles: ['mentor', 'admin'], owner: 'assignedMentor' } },
      schema: {
        tags,
        summary: "A mentee's read-only profile (only a graduate in the caller's cohort)",
        params: menteeParamsSchema,
        response: { 200: envelopeSchema(menteeDetailSchema) },
      },
    },
    async (request) =>
      ok(
        MENTORING_MESSAGES.menteeLoaded,
        await mentoring.mentee(request.params.user_id, request.params.graduate_id),
      ),
  );

  app.get(
    '/v1/mentors/:user_id/overview',
    {
      config: { access: ownMentor },
      schema: {
        tags,
        summary: "The mentor overview's cards: mentees, employed, unemployed, not stated",
        params: mentorParamsSchema,
        response: { 200: envelopeSchema(mentorOverviewSchema) },
      },
    },
    async (request) =>
      ok(MENTORING_MESSAGES.overviewLoaded, await mentoring.overview(request.params.user_id)),
  );

  app.post(
    '/v1/mentors/:user_id/broadcast',
    {
      config: { access: { roles: ['mentor'], owner: 'self' } },
      schema: {
        tags,
        summary:
          'One message to every mentee, each in their own conversation with the mentor (no mentee sees the others)',
        params: mentorParamsSchema,
        body: broadcastSchema,
        response: { 201: envelopeSchema(broadcastResultSchema) },
      },
    },
    async (request, reply) => {
      const sent = await mentoring.broadcast(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, MENTORING_MESSAGES.broadcastSent(sent.recipients), sent));
    },
  );

  // ---- the graduate

  app.get(
    '/v1/graduates/:user_id/mentors',
    {
      config: { access: { roles: ['graduate', 'admin'], owner: 'graduateOwnMentors' } },
      schema: {
        tags,
        summary: "The graduate's mentors (spec 000 §3 Mentor), newest first; ?mentor_type= for the tabs",
        params: graduateMentorsParamsSchema,
        querystring: graduateMentorsQuerySchema,
        response: { 200: envelopeSchema(graduateMentorPageSchema) },
      },
    },
    async (request) =>
      ok(
        MENTORING_MESSAGES.mentorsOfGraduateLoaded,
        await mentoring.graduateMentors(request.params.user_id, request.query),
      ),
  );
};

export const mentoringFeature: Feature = {
  name: 'mentoring',
  routes,
  policies: mentoringPolicies,
  personalData: mentoringPersonalData,
};
