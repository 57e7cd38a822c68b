import {
  type AdminAccount,
  type AssignmentFilters,
  type AssignmentPreview,
  type AssignmentResult,
  type InstitutionSummary,
  MENTORING_ROUTES,
  type Paged,
  type ProgrammeOption,
  type UnassignmentFilters,
} from '@tvet/contract';
import { request } from '@/lib/api';
import { getPage, segment, send } from './client';

/** POST /v1/admin/mentors/{id}/graduates {graduate_id}: one graduate (profile or account id). */
export const assignGraduate = ({ id, graduateId }: { id: string; graduateId: string }) =>
  send<AssignmentResult>(MENTORING_ROUTES.assign(segment(id)), { graduate_id: graduateId });

/** POST .../graduates/preview: how many the filters match and would add; nothing is stored. */
export const previewAssignment = ({ id, filters }: { id: string; filters: AssignmentFilters }) =>
  send<AssignmentPreview>(MENTORING_ROUTES.assignPreview(segment(id)), filters);

/** POST .../graduates/bulk: every graduate the filters match joins the cohort. */
export const assignInBulk = ({ id, filters }: { id: string; filters: AssignmentFilters }) =>
  send<AssignmentResult>(MENTORING_ROUTES.assignBulk(segment(id)), filters);

/**
 * POST .../graduates/bulk-unassign: this mentor's mentees the filters match leave the cohort, or all of them with
 * `{ all: true }`.
 */
export const unassignInBulk = ({ id, filters }: { id: string; filters: UnassignmentFilters }) =>
  send<AssignmentResult>(MENTORING_ROUTES.unassignBulk(segment(id)), filters);

/** DELETE .../graduates/{graduate_id}. */
export const unassignGraduate = ({ id, graduateId }: { id: string; graduateId: string }) =>
  send<AssignmentResult>(MENTORING_ROUTES.unassign(segment(id), segment(graduateId)), undefined, 'DELETE');

/** The institution picker: GET /v1/institutions?name= (the public list, searched on the server). */
export const findInstitutions = (name: string, signal?: AbortSignal) =>
  getPage<InstitutionSummary>('/v1/institutions', { name, limit: 10 }, signal);

/** The programme picker: GET /v1/institutions/{id}/programmes (names of one institution's programmes). */
export async function getInstitutionProgrammes(institutionId: string, signal?: AbortSignal) {
  const answer = await request<Paged<ProgrammeOption>>(
    `/institutions/${segment(institutionId)}/programmes?limit=100`,
    { signal },
  );
  return answer.payload.docs;
}

/** One-by-one assignment finds the graduate among the accounts: GET /v1/admin/accounts?role=graduate&q=. */
export const findGraduates = (q: string, signal?: AbortSignal): Promise<Paged<AdminAccount>> =>
  getPage<AdminAccount>('/v1/admin/accounts', { role: 'graduate', q, limit: 10 }, signal);
