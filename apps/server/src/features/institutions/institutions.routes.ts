import {
  acceptRollInvitationSchema,
  claimDecisionSchema,
  envelopeSchema,
  idSchema,
  institutionGraduateSchema,
  institutionGraduatesQuerySchema,
  institutionListQuerySchema,
  institutionOverviewSchema,
  institutionStaffQuerySchema,
  institutionStaffSchema,
  institutionSummarySchema,
  linkedInstitutionSchema,
  linkInstitutionSchema,
  MESSAGES,
  PROGRAMME_MESSAGES,
  pagedSchema,
  programmeOptionSchema,
  programmeOptionsQuerySchema,
  ROLL_MESSAGES,
  SERVER_MESSAGES,
  staffDetailSchema,
  studentDetailSchema,
  updateInstitutionLinkSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { graduateProfileIdOf } from '../../db/profiles';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { institutionsPersonalData } from './institutions.personal-data';
import { institutionsPolicies } from './institutions.policy';
import { rollRoutes } from './institutions.roll.routes';
import { createInstitutionsService } from './institutions.service';

const tags = ['institutions'];
const linkedSchema = z.object({ docs: z.array(linkedInstitutionSchema) });
const institutionParams = z.object({ userId: idSchema });

export const institutionsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const institutions = createInstitutionsService(deps);

  /* ---------- the directory ---------- */

  app.get(
    '/v1/institutions',
    {
      // Graduates and staff pick their institution from it; every signed-in role may browse it.
      config: { access: { roles: 'any' } },
      schema: {
        tags,
        summary: 'Institutions, by name, paged (search with ?name=, or one by ?id=)',
        querystring: institutionListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(institutionSummarySchema)) },
      },
    },
    async (request) =>
      ok(SERVER_MESSAGES.institutionsLoaded, await institutions.listInstitutions(request.query)),
  );

  app.get(
    '/v1/institutions/:userId/programmes',
    {
      // A graduate picks the programme they finished from the institution's list (names only).
      config: { access: { roles: 'any' } },
      schema: {
        tags,
        summary:
          "An institution's programmes by name, for the graduate's education step (denied ones left out)",
        params: institutionParams,
        querystring: programmeOptionsQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(programmeOptionSchema)) },
      },
    },
    async (request) =>
      ok(
        PROGRAMME_MESSAGES.loaded,
        await institutions.programmeOptions(request.params.userId, request.query),
      ),
  );

  /* ---------- a graduate's links (claims) ---------- */

  const graduateParams = z.object({ id: idSchema });
  const linkParams = z.object({ id: idSchema, institutionId: idSchema });

  app.get(
    '/v1/graduates/:id/institutions',
    {
      // The graduate, or a mentor with this graduate in their cohort (issue 12, policy in mentoring.policy.ts).
      config: { access: { roles: ['graduate', 'mentor'], owner: 'graduateOrAssignedMentor' } },
      schema: {
        tags,
        summary:
          "Institutions a graduate studied at, each with the state of the claim (the graduate's own, or a mentee's for their mentor)",
        params: graduateParams,
        response: { 200: envelopeSchema(linkedSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const graduateId =
        auth.userType === 'graduate' ? auth.profileId : await graduateProfileIdOf(deps.db, request.params.id);
      if (!graduateId) throw notFound(SERVER_MESSAGES.profileNotFound);
      return ok(SERVER_MESSAGES.institutionsLoaded, await institutions.linked(graduateId));
    },
  );

  app.post(
    '/v1/graduates/:id/institutions',
    {
      config: { access: { roles: ['graduate'], owner: 'self' } },
      schema: {
        tags,
        summary:
          'Link an institution with your matric number, programme and graduation year (sent again, updates it); matched to its roll',
        params: graduateParams,
        body: linkInstitutionSchema,
        response: { 200: envelopeSchema(linkedSchema) },
      },
    },
    async (request) =>
      ok(MESSAGES.institutionUpdated, await institutions.link(requireAuth(request).profileId, request.body)),
  );

  app.post(
    '/v1/graduates/:id/institutions/invitation',
    {
      config: { access: { roles: ['graduate'], owner: 'self' } },
      schema: {
        tags,
        summary:
          "Accept a roll invitation: the institution's roll row listing your verified e-mail address becomes your claim (matric number, programme and year from the roll)",
        params: graduateParams,
        body: acceptRollInvitationSchema,
        response: { 200: envelopeSchema(linkedSchema) },
      },
    },
    async (request) =>
      ok(
        ROLL_MESSAGES.invitationAccepted,
        await institutions.acceptInvitation(requireAuth(request).profileId, request.body.institution_id),
      ),
  );

  app.patch(
    '/v1/graduates/:id/institutions/:institutionId',
    {
      config: { access: { roles: ['graduate'], owner: 'self' } },
      schema: {
        tags,
        summary:
          'Change the matric number, programme or graduation year of a linked institution (matched again)',
        params: linkParams,
        body: updateInstitutionLinkSchema,
        response: { 200: envelopeSchema(linkedSchema) },
      },
    },
    async (request) =>
      ok(
        MESSAGES.institutionUpdated,
        await institutions.updateLink(
          requireAuth(request).profileId,
          request.params.institutionId,
          request.body,
        ),
      ),
  );

  app.delete(
    '/v1/graduates/:id/institutions/:institutionId',
    {
      config: { access: { roles: ['graduate'], owner: 'self' } },
      schema: {
        tags,
        summary: 'Remove an institution from your list',
        params: linkParams,
        response: { 200: envelopeSchema(linkedSchema) },
      },
    },
    async (request) =>
      ok(
        MESSAGES.institutionUpdated,
        await institutions.unlink(requireAuth(request).profileId, request.params.institutionId),
      ),
  );

  /* ---------- the institution's portal ---------- */

  app.get(
    '/v1/institutions/:userId/overview',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'self' } },
      schema: {
        tags,
        summary:
          'Overview figures: roll, signed up, confirmed, staff, programmes by status and expiring within 90 days',
        params: institutionParams,
        response: { 200: envelopeSchema(institutionOverviewSchema) },
      },
    },
    async (request) =>
      ok(
        ROLL_MESSAGES.overviewLoaded,
        await institutions.overview(requireAuth(request), request.params.userId),
      ),
  );

  app.get(
    '/v1/institutions/:userId/graduates',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'self' } },
      schema: {
        tags,
        summary: 'Graduates who linked the institution, newest first (name search, claim_status filter)',
        params: institutionParams,
        querystring: institutionGraduatesQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(institutionGraduateSchema)) },
      },
    },
    async (request) =>
      ok(
        ROLL_MESSAGES.graduatesLoaded,
        await institutions.graduates(requireAuth(request), request.params.userId, request.query),
      ),
  );

  app.get(
    '/v1/institutions/:userId/graduates/:graduateId',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'institutionStudent' } },
      schema: {
        tags,
        summary: 'Student detail: profile, files, claim and the roll row it matched (your own students)',
        params: z.object({ userId: idSchema, graduateId: idSchema }),
        response: { 200: envelopeSchema(studentDetailSchema) },
      },
    },
    async (request) =>
      ok(
        ROLL_MESSAGES.studentLoaded,
        await institutions.student(requireAuth(request), request.params.userId, request.params.graduateId),
      ),
  );

  app.patch(
    '/v1/institutions/:userId/graduates/:graduateId/claim',
    {
      config: { access: { roles: ['institution'], owner: 'institutionClaim' } },
      schema: {
        tags,
        summary: "Confirm or reject a graduate's claim to be your graduate",
        params: z.object({ userId: idSchema, graduateId: idSchema }),
        body: claimDecisionSchema,
        response: { 200: envelopeSchema(institutionGraduateSchema) },
      },
    },
    async (request) => {
      const entry = await institutions.decide(requireAuth(request), request.params.graduateId, request.body);
      return ok(
        request.body.decision === 'confirm' ? ROLL_MESSAGES.claimConfirmed : ROLL_MESSAGES.claimRejected,
        entry,
      );
    },
  );

  app.get(
    '/v1/institutions/:userId/staff',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'self' } },
      schema: {
        tags,
        summary: 'Staff who chose the institution in their wizard, newest first (name search)',
        params: institutionParams,
        querystring: institutionStaffQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(institutionStaffSchema)) },
      },
    },
    async (request) =>
      ok(
        ROLL_MESSAGES.staffListLoaded,
        await institutions.staff(requireAuth(request), request.params.userId, request.query),
      ),
  );

  app.get(
    '/v1/institutions/:userId/staff/:staffId',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'institutionStaffMember' } },
      schema: {
        tags,
        summary: 'Staff detail with the ID card (your own staff)',
        params: z.object({ userId: idSchema, staffId: idSchema }),
        response: { 200: envelopeSchema(staffDetailSchema) },
      },
    },
    async (request) =>
      ok(
        ROLL_MESSAGES.staffLoaded,
        await institutions.staffMember(requireAuth(request), request.params.userId, request.params.staffId),
      ),
  );

  await app.register(rollRoutes, { deps });
};

export const institutionsFeature: Feature = {
  name: 'institutions',
  routes: institutionsRoutes,
  policies: institutionsPolicies,
  personalData: institutionsPersonalData,
};
