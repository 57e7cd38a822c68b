import { z } from 'zod';
import { idSchema, pagedSchema } from '../api';
import {
  institutionGraduateSchema,
  institutionGraduatesQuerySchema,
  institutionListQuerySchema,
  institutionOverviewSchema,
  institutionStaffQuerySchema,
  institutionStaffSchema,
  institutionSummarySchema,
  linkedInstitutionsSchema,
  linkInstitutionSchema,
  staffDetailSchema,
  studentDetailSchema,
  updateInstitutionLinkSchema,
} from '../institutions';
import { defineOperation } from '../operation';
import { programmeOptionSchema, programmeOptionsQuerySchema } from '../programmes';
import { rollCommitSchema, rollImportMappingChangeSchema } from '../roll-mapping';
import {
  acceptRollInvitationSchema,
  claimDecisionSchema,
  rollEntrySchema,
  rollImportSchema,
  rollInvitationResultSchema,
  rollInvitationSchema,
  rollListQuerySchema,
} from '../rolls';

const tags = ['institutions'] as const;
/** `:userId` names the institution: its account id or its profile id. */
const institutionParams = z.object({ userId: idSchema });
/** `:id` names the graduate: their account id or their profile id. */
const graduateParams = z.object({ id: idSchema });
const linkParams = z.object({ id: idSchema, institutionId: idSchema });
const studentParams = z.object({ userId: idSchema, graduateId: idSchema });

/**
 * Institutions (spec 001 §9): the directory every signed-in role browses, a graduate's links to the institutions
 * they studied at (claims matched to the roll), and the institution's portal (overview, students, claims, staff).
 */
export const institutionOperations = {
  // ---- the directory
  list: defineOperation({
    method: 'GET',
    path: '/v1/institutions',
    tags,
    summary: 'Institutions, by name, paged (search with ?name=, or one by ?id=)',
    query: institutionListQuerySchema,
    response: pagedSchema(institutionSummarySchema),
  }),
  programmes: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/programmes',
    tags,
    summary: "An institution's programmes by name, for the graduate's education step (denied ones left out)",
    params: institutionParams,
    query: programmeOptionsQuerySchema,
    response: pagedSchema(programmeOptionSchema),
  }),

  // ---- a graduate's links (claims)
  linked: defineOperation({
    method: 'GET',
    path: '/v1/graduates/:id/institutions',
    tags,
    summary:
      "Institutions a graduate studied at, each with the state of the claim (the graduate's own, or a mentee's for their mentor)",
    params: graduateParams,
    response: linkedInstitutionsSchema,
  }),
  link: defineOperation({
    method: 'POST',
    path: '/v1/graduates/:id/institutions',
    tags,
    summary:
      'Link an institution with your matric number, programme and graduation year (sent again, updates it); matched to its roll',
    params: graduateParams,
    body: linkInstitutionSchema,
    response: linkedInstitutionsSchema,
  }),
  acceptInvitation: defineOperation({
    method: 'POST',
    path: '/v1/graduates/:id/institutions/invitation',
    tags,
    summary:
      "Accept a roll invitation: the institution's roll row listing your verified e-mail address becomes your claim (matric number, programme and year from the roll)",
    params: graduateParams,
    body: acceptRollInvitationSchema,
    response: linkedInstitutionsSchema,
  }),
  updateLink: defineOperation({
    method: 'PATCH',
    path: '/v1/graduates/:id/institutions/:institutionId',
    tags,
    summary: 'Change the matric number, programme or graduation year of a linked institution (matched again)',
    params: linkParams,
    body: updateInstitutionLinkSchema,
    response: linkedInstitutionsSchema,
  }),
  unlink: defineOperation({
    method: 'DELETE',
    path: '/v1/graduates/:id/institutions/:institutionId',
    tags,
    summary: 'Remove an institution from your list',
    params: linkParams,
    response: linkedInstitutionsSchema,
  }),

  // ---- the institution's portal
  overview: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/overview',
    tags,
    summary:
      'Overview figures: roll, signed up, confirmed, staff, programmes by status and expiring within 90 days',
    params: institutionParams,
    response: institutionOverviewSchema,
  }),
  graduates: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/graduates',
    tags,
    summary: 'Graduates who linked the institution, newest first (name search, claim_status filter)',
    params: institutionParams,
    query: institutionGraduatesQuerySchema,
    response: pagedSchema(institutionGraduateSchema),
  }),
  student: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/graduates/:graduateId',
    tags,
    summary: 'Student detail: profile, files, claim and the roll row it matched (your own students)',
    params: studentParams,
    response: studentDetailSchema,
  }),
  decideClaim: defineOperation({
    method: 'PATCH',
    path: '/v1/institutions/:userId/graduates/:graduateId/claim',
    tags,
    summary: "Confirm or reject a graduate's claim to be your graduate",
    params: studentParams,
    body: claimDecisionSchema,
    response: institutionGraduateSchema,
  }),
  staff: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/staff',
    tags,
    summary: 'Staff who chose the institution in their wizard, newest first (name search)',
    params: institutionParams,
    query: institutionStaffQuerySchema,
    response: pagedSchema(institutionStaffSchema),
  }),
  staffMember: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/staff/:staffId',
    tags,
    summary: 'Staff detail with the ID card (your own staff)',
    params: z.object({ userId: idSchema, staffId: idSchema }),
    response: staffDetailSchema,
  }),
};

const rollTags = ['graduation roll'] as const;
const importParams = z.object({ userId: idSchema, importId: idSchema });

/**
 * An institution's graduation roll (the tracer's population frame): the list, an upload checked in full before
 * anything is stored (a preview: 200 when every row is good, 422 with the row errors), its column and programme
 * matches, the faulty rows as a CSV, the all-or-nothing commit, and sign-up invitations.
 */
export const rollOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/roll',
    tags: rollTags,
    summary: 'The graduation roll, by name (filters: name or matric, programme, year, claim state, invited)',
    params: institutionParams,
    query: rollListQuerySchema,
    response: pagedSchema(rollEntrySchema),
  }),
  /** The body is the raw file (any content type; its bytes decide), its name in the x-file-name header. */
  upload: defineOperation({
    method: 'POST',
    path: '/v1/institutions/:userId/roll/imports',
    tags: rollTags,
    summary:
      'Upload a roll file (CSV or .xlsx, the raw file as the body, its name in x-file-name): every row checked, nothing stored',
    params: institutionParams,
    response: rollImportSchema,
  }),
  readImport: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/roll/imports/:importId',
    tags: rollTags,
    summary: 'A roll upload again: its preview, or what its commit stored',
    params: importParams,
    response: rollImportSchema,
  }),
  changeMapping: defineOperation({
    method: 'PATCH',
    path: '/v1/institutions/:userId/roll/imports/:importId',
    tags: rollTags,
    summary:
      "Change a preview's column matches (field or null to ignore) or programme matches; every row is checked again",
    params: importParams,
    body: rollImportMappingChangeSchema,
    response: rollImportSchema,
  }),
  /** A CSV file, not an envelope. */
  faults: defineOperation({
    method: 'GET',
    path: '/v1/institutions/:userId/roll/imports/:importId/faults',
    tags: rollTags,
    summary:
      "The faulty rows of a preview as a CSV (the file's columns and a column saying what is wrong), to fix and upload again",
    params: importParams,
  }),
  commit: defineOperation({
    method: 'POST',
    path: '/v1/institutions/:userId/roll/imports/:importId/commit',
    tags: rollTags,
    summary:
      'Store a previewed roll file: every row in one transaction, or none (422 with the row errors); skip_invalid: true stores the valid rows and leaves the faulty ones out',
    params: importParams,
    body: rollCommitSchema,
    response: rollImportSchema,
  }),
  invite: defineOperation({
    method: 'POST',
    path: '/v1/institutions/:userId/roll/invitations',
    tags: rollTags,
    summary:
      'E-mail roll graduates without an account a sign-up link (ids, or all not yet invited, 200 a call); resend: true sends again',
    params: institutionParams,
    body: rollInvitationSchema,
    response: rollInvitationResultSchema,
  }),
};
