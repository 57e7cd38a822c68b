import {
  type AssignmentFilters,
  adminAccountOperations,
  type InstitutionSummary,
  type LinkedInstitutions,
  mentoringOperations as ops,
  type Paged,
  type ProgrammeOption,
  type UnassignmentFilters,
} from '@tvet/contract';
import { request } from '@/lib/api';
import { call, queryString } from '@/lib/call';

/** POST /v1/admin/mentors/{id}/graduates {graduate_id}: one graduate (profile or account id). */
export const assignGraduate = ({ id, graduateId }: { id: string; graduateId: string }) =>
  call(ops.assign, { params: { id }, body: { graduate_id: graduateId } });

/** POST .../graduates/preview: how many the filters match and would add; nothing is stored. */
export const previewAssignment = ({ id, filters }: { id: string; filters: AssignmentFilters }) =>
  call(ops.preview, { params: { id }, body: filters });

/** POST .../graduates/bulk: every graduate the filters match joins the cohort. */
export const assignInBulk = ({ id, filters }: { id: string; filters: AssignmentFilters }) =>
  call(ops.assignBulk, { params: { id }, body: filters });

/**
 * POST .../graduates/bulk-unassign: this mentor's mentees the filters match leave the cohort, or all of them with
 * `{ all: true }`.
 */
export const unassignInBulk = ({ id, filters }: { id: string; filters: UnassignmentFilters }) =>
  call(ops.unassignBulk, { params: { id }, body: filters });

/** DELETE .../graduates/{graduate_id}. */
export const unassignGraduate = ({ id, graduateId }: { id: string; graduateId: string }) =>
  call(ops.unassign, { params: { id, graduate_id: graduateId } });

/** One-by-one assignment finds the graduate among the accounts: GET /v1/admin/accounts?role=graduate&q=. */
export const findGraduates = async (q: string, signal?: AbortSignal) =>
  (await call(adminAccountOperations.list, { query: { role: 'graduate', q, limit: 10 }, signal })).payload;

// The institutions feature's reads that mentoring shows, written by hand until institutions moves onto contract
// operations (decision 0033; this file is on scripts/check-web-paths.mjs' list for them).

/** The institution picker: GET /v1/institutions?name= (the public list, searched on the server). */
export const findInstitutions = async (name: string, signal?: AbortSignal) =>
  (await request<Paged<InstitutionSummary>>(`/institutions${queryString({ name, limit: 10 })}`, { signal }))
    .payload;

/** The programme picker: GET /v1/institutions/{id}/programmes (names of one institution's programmes). */
export async function getInstitutionProgrammes(institutionId: string, signal?: AbortSignal) {
  const answer = await request<Paged<ProgrammeOption>>(
    `/institutions/${encodeURIComponent(institutionId)}/programmes?limit=100`,
    { signal },
  );
  return answer.payload.docs;
}

/** GET /v1/graduates/{mentee_id}/institutions (spec 001 §7): the institutions a mentee linked. */
export const getMenteeInstitutions = async (graduateId: string, signal?: AbortSignal) =>
  (await request<LinkedInstitutions>(`/graduates/${encodeURIComponent(graduateId)}/institutions`, { signal }))
    .payload;
