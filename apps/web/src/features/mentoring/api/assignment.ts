import {
  type AssignmentFilters,
  adminAccountOperations,
  institutionOperations,
  mentoringOperations as ops,
  type UnassignmentFilters,
} from '@tvet/contract';
import { call } from '@/lib/call';

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

// The institutions' reads that mentoring shows (their operations belong to the institutions feature).

/** The institution picker: the public list, searched on the server by name. */
export const findInstitutions = async (name: string, signal?: AbortSignal) =>
  (await call(institutionOperations.list, { query: { name, limit: 10 }, signal })).payload;

/** The programme picker: the names of one institution's programmes. */
export async function getInstitutionProgrammes(institutionId: string, signal?: AbortSignal) {
  const answer = await call(institutionOperations.programmes, {
    params: { userId: institutionId },
    query: { limit: 100 },
    signal,
  });
  return answer.payload.docs;
}

/** The institutions a mentee linked (spec 001 §7). */
export const getMenteeInstitutions = async (graduateId: string, signal?: AbortSignal) =>
  (await call(institutionOperations.linked, { params: { id: graduateId }, signal })).payload;
