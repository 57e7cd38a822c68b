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
  graduateMentorPageSchema,
  graduateMentorsParamsSchema,
  graduateMentorsQuerySchema,
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
} from '../mentoring';
import { defineOperation, fillPath } from '../operation';

const adminTags = ['admin: mentors'] as const;
const tags = ['mentoring'] as const;
const params = mentorIdParamsSchema;

/**
 * Mentoring (issue 12; who may call each is at the top of packages/contract/src/mentoring/index.ts and beside each
 * route in mentoring.routes.ts): the console's mentors and their cohorts, the mentor's cohort, the graduate's
 * mentors. `:id`/`:user_id` of a mentor and `:graduate_id` take a profile or account id.
 */
export const mentoringOperations = {
  // ---- administrators: mentors
  list: defineOperation({
    method: 'GET',
    path: '/v1/admin/mentors',
    tags: adminTags,
    summary: 'Mentors by name, with status and cohort size; q (name, e-mail, specialization, industry)',
    query: adminMentorListQuerySchema,
    response: adminMentorPageSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors',
    tags: adminTags,
    summary: 'Create a mentor; they receive a single-use, expiring link to set their password',
    body: createMentorSchema,
    response: adminMentorSchema,
    status: 201,
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/admin/mentors/:id',
    tags: adminTags,
    summary: 'One mentor',
    params,
    response: adminMentorSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/v1/admin/mentors/:id',
    tags: adminTags,
    summary: 'Edit a mentor (e-mail only before they set a password: the new address gets a new link)',
    params,
    body: updateMentorByAdminSchema,
    response: adminMentorSchema,
  }),
  deactivate: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/deactivate',
    tags: adminTags,
    summary: 'Deactivate a mentor: sessions end at once, links die, the cohort is kept',
    params,
    body: deactivateMentorSchema,
    response: adminMentorSchema,
  }),
  reactivate: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/reactivate',
    tags: adminTags,
    summary: 'Reactivate a mentor',
    params,
    response: adminMentorSchema,
  }),
  reinvite: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/invitation',
    tags: adminTags,
    summary:
      'Re-invite a mentor who has not set a password: a new link is mailed, earlier links stop working',
    params,
    response: adminMentorSchema,
  }),
  // ---- administrators: assignment
  /** 201 when the graduate joined the cohort, 200 when already in it (the route documents both). */
  assign: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/graduates',
    tags: adminTags,
    summary: "Assign one graduate to the mentor's cohort (200 when already in it)",
    params,
    body: assignGraduateSchema,
    response: assignmentResultSchema,
  }),
  preview: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/graduates/preview',
    tags: adminTags,
    summary: 'How many graduates the filters match and a bulk assignment would add (nothing stored)',
    params,
    body: assignmentFiltersSchema,
    response: assignmentPreviewSchema,
  }),
  assignBulk: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/graduates/bulk',
    tags: adminTags,
    summary: "Assign every graduate the filters match to the mentor's cohort, in one transaction",
    params,
    body: assignmentFiltersSchema,
    response: assignmentResultSchema,
  }),
  unassign: defineOperation({
    method: 'DELETE',
    path: '/v1/admin/mentors/:id/graduates/:graduate_id',
    tags: adminTags,
    summary: "Remove a graduate from the mentor's cohort",
    params: mentorAssignmentParamsSchema,
    response: assignmentResultSchema,
  }),
  unassignBulk: defineOperation({
    method: 'POST',
    path: '/v1/admin/mentors/:id/graduates/bulk-unassign',
    tags: adminTags,
    summary:
      "Remove the mentor's mentees the filters match (or every mentee with all: true), in one transaction",
    params,
    body: unassignmentFiltersSchema,
    response: assignmentResultSchema,
  }),
  // ---- the mentor
  cohort: defineOperation({
    method: 'GET',
    path: '/v1/mentors/:user_id/graduates',
    tags,
    summary: "The mentor's cohort (spec 001 §3 Mentee/graduate), by name; ?name= searches",
    params: mentorParamsSchema,
    query: menteesQuerySchema,
    response: menteePageSchema,
  }),
  mentee: defineOperation({
    method: 'GET',
    path: '/v1/mentors/:user_id/graduates/:graduate_id',
    tags,
    summary: "A mentee's read-only profile (only a graduate in the caller's cohort)",
    params: menteeParamsSchema,
    response: menteeDetailSchema,
  }),
  overview: defineOperation({
    method: 'GET',
    path: '/v1/mentors/:user_id/overview',
    tags,
    summary: "The mentor overview's cards: mentees, employed, unemployed, not stated",
    params: mentorParamsSchema,
    response: mentorOverviewSchema,
  }),
  broadcast: defineOperation({
    method: 'POST',
    path: '/v1/mentors/:user_id/broadcast',
    tags,
    summary:
      'One message to every mentee, each in their own conversation with the mentor (no mentee sees the others)',
    params: mentorParamsSchema,
    body: broadcastSchema,
    response: broadcastResultSchema,
    status: 201,
  }),
  // ---- the graduate
  graduateMentors: defineOperation({
    method: 'GET',
    path: '/v1/graduates/:user_id/mentors',
    tags,
    summary: "The graduate's mentors (spec 000 §3 Mentor), newest first; ?mentor_type= for the tabs",
    params: graduateMentorsParamsSchema,
    query: graduateMentorsQuerySchema,
    response: graduateMentorPageSchema,
  }),
};

const ops = mentoringOperations;

/** The operations' paths with their ids filled in, for the API tests (the paths themselves live only above). */
export const MENTORING_ROUTES = {
  adminMentors: ops.list.path,
  adminMentor: (id: string) => fillPath(ops.read.path, { id }),
  deactivateMentor: (id: string) => fillPath(ops.deactivate.path, { id }),
  reactivateMentor: (id: string) => fillPath(ops.reactivate.path, { id }),
  reinviteMentor: (id: string) => fillPath(ops.reinvite.path, { id }),
  assign: (id: string) => fillPath(ops.assign.path, { id }),
  assignPreview: (id: string) => fillPath(ops.preview.path, { id }),
  assignBulk: (id: string) => fillPath(ops.assignBulk.path, { id }),
  unassign: (id: string, graduateId: string) => fillPath(ops.unassign.path, { id, graduate_id: graduateId }),
  unassignBulk: (id: string) => fillPath(ops.unassignBulk.path, { id }),
  cohort: (userId: string) => fillPath(ops.cohort.path, { user_id: userId }),
  mentee: (userId: string, graduateId: string) =>
    fillPath(ops.mentee.path, { user_id: userId, graduate_id: graduateId }),
  overview: (userId: string) => fillPath(ops.overview.path, { user_id: userId }),
  broadcast: (userId: string) => fillPath(ops.broadcast.path, { user_id: userId }),
  graduateMentors: (userId: string) => fillPath(ops.graduateMentors.path, { user_id: userId }),
  /** Served by institutions (still written by hand there, decision 0033): a mentee's linked institutions. */
  menteeInstitutions: (menteeId: string) => `/v1/graduates/${menteeId}/institutions`,
} as const;
