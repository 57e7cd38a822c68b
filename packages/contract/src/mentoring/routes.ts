/* The mentoring routes (under /api). */

export const MENTORING_ROUTES = {
  adminMentors: '/v1/admin/mentors',
  adminMentor: (id: string) => `/v1/admin/mentors/${id}`,
  deactivateMentor: (id: string) => `/v1/admin/mentors/${id}/deactivate`,
  reactivateMentor: (id: string) => `/v1/admin/mentors/${id}/reactivate`,
  reinviteMentor: (id: string) => `/v1/admin/mentors/${id}/invitation`,
  assign: (id: string) => `/v1/admin/mentors/${id}/graduates`,
  assignPreview: (id: string) => `/v1/admin/mentors/${id}/graduates/preview`,
  assignBulk: (id: string) => `/v1/admin/mentors/${id}/graduates/bulk`,
  unassign: (id: string, graduateId: string) => `/v1/admin/mentors/${id}/graduates/${graduateId}`,
  unassignBulk: (id: string) => `/v1/admin/mentors/${id}/graduates/bulk-unassign`,
  cohort: (userId: string) => `/v1/mentors/${userId}/graduates`,
  mentee: (userId: string, graduateId: string) => `/v1/mentors/${userId}/graduates/${graduateId}`,
  overview: (userId: string) => `/v1/mentors/${userId}/overview`,
  broadcast: (userId: string) => `/v1/mentors/${userId}/broadcast`,
  graduateMentors: (userId: string) => `/v1/graduates/${userId}/mentors`,
  menteeInstitutions: (menteeId: string) => `/v1/graduates/${menteeId}/institutions`,
} as const;
