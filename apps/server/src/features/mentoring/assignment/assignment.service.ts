import {
  type AssignmentFilters,
  type AssignmentPreview,
  MENTOR_COHORT_MAX,
  MENTORING_MESSAGES,
  type UnassignmentFilters,
} from '@tvet/contract';
import type { Database } from '../../../db/client';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { type AppError, badRequest, conflict, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { countCohort, findGraduate, lockMentor } from '../mentoring.repository';
import { activeMentor, findMentorOr404 } from '../mentors/mentors.service';
import * as repo from './assignment.repository';

/*
 * Administrators assign graduates to a mentor one by one or by filters (institution, programme, year, state),
 * within MENTOR_COHORT_MAX, and remove them again. Each change is audited in its own transaction.
 */

/** The preview's figures and, when assigning would be refused, why. */
async function previewOf(tx: Database, mentorId: string, filters: AssignmentFilters) {
  const [{ matching, already }, cohortSize] = await Promise.all([
    repo.matchCounts(tx, mentorId, filters),
    countCohort(tx, mentorId),
  ]);
  const toAssign = matching - already;
  let refusal: AppError | null = null;
  if (matching === 0) refusal = badRequest(MENTORING_MESSAGES.noGraduatesMatch);
  else if (toAssign === 0) refusal = conflict(MENTORING_MESSAGES.nothingNew);
  else if (cohortSize + toAssign > MENTOR_COHORT_MAX)
    refusal = conflict(MENTORING_MESSAGES.cohortTooLarge(cohortSize + toAssign, MENTOR_COHORT_MAX));
  const preview: AssignmentPreview = {
    matching,
    already_assigned: already,
    to_assign: toAssign,
    cohort_size: cohortSize,
    cohort_max: MENTOR_COHORT_MAX,
    can_assign: refusal === null,
    reason: refusal?.message ?? null,
  };
  return { preview, refusal };
}

export async function assignGraduate(deps: Deps, auth: AuthContext, id: string, graduateId: string) {
  const found = await findMentorOr404(deps, id);
  activeMentor(found);
  const graduate = await findGraduate(deps.db, graduateId);
  if (!graduate?.user.isActive) throw notFound(MENTORING_MESSAGES.graduateNotFound);
  return deps.db.transaction(async (tx) => {
    await lockMentor(tx, found.mentor.id);
    const size = await countCohort(tx, found.mentor.id);
    const stored = await repo.insertAssignment(tx, {
      mentorId: found.mentor.id,
      graduateId: graduate.graduate.id,
      assignedBy: auth.accountId,
    });
    if (!stored) return { created: false, result: { assigned: 0, unassigned: 0, cohort_size: size } };
    if (size + 1 > MENTOR_COHORT_MAX) throw conflict(MENTORING_MESSAGES.cohortFull(MENTOR_COHORT_MAX));
    await audit(tx, {
      actor: auth,
      action: 'mentor.assign',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
      detail: { graduate_id: graduate.graduate.id, graduate_email: graduate.user.email },
    });
    return { created: true, result: { assigned: 1, unassigned: 0, cohort_size: size + 1 } };
  });
}

export async function previewAssignment(deps: Deps, id: string, filters: AssignmentFilters) {
  const found = await findMentorOr404(deps, id);
  return (await previewOf(deps.db, found.mentor.id, filters)).preview;
}

export async function assignMatching(deps: Deps, auth: AuthContext, id: string, filters: AssignmentFilters) {
  const found = await findMentorOr404(deps, id);
  activeMentor(found);
  return deps.db.transaction(async (tx) => {
    await lockMentor(tx, found.mentor.id);
    const { preview, refusal } = await previewOf(tx, found.mentor.id, filters);
    if (refusal) throw refusal;
    const assigned = await repo.assignMatching(tx, found.mentor.id, filters, auth.accountId);
    await audit(tx, {
      actor: auth,
      action: 'mentor.assign_bulk',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
      detail: {
        assigned,
        institution_id: filters.institution_id,
        programme_id: filters.programme_id,
        graduation_year: filters.graduation_year,
        state: filters.state,
      },
    });
    return { assigned, unassigned: 0, cohort_size: preview.cohort_size + assigned };
  });
}

export async function unassignGraduate(deps: Deps, auth: AuthContext, id: string, graduateId: string) {
  const found = await findMentorOr404(deps, id);
  const graduate = await findGraduate(deps.db, graduateId);
  if (!graduate) throw notFound(MENTORING_MESSAGES.graduateNotFound);
  return deps.db.transaction(async (tx) => {
    const removed = await repo.deleteAssignment(tx, found.mentor.id, graduate.graduate.id);
    if (!removed) throw notFound(MENTORING_MESSAGES.notAssigned);
    await audit(tx, {
      actor: auth,
      action: 'mentor.unassign',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
      detail: { graduate_id: graduate.graduate.id, graduate_email: graduate.user.email },
    });
    return { assigned: 0, unassigned: 1, cohort_size: await countCohort(tx, found.mentor.id) };
  });
}

/**
 * Removes the mentor's mentees matching the filters, or all of them when asked for with `all`, in one
 * transaction with its audit entry (the removed graduates' ids kept there, so a mistake can be undone).
 */
export async function unassignMatching(deps: Deps, auth: AuthContext, id: string, body: UnassignmentFilters) {
  const found = await findMentorOr404(deps, id);
  const { all, ...filters } = body;
  return deps.db.transaction(async (tx) => {
    await lockMentor(tx, found.mentor.id);
    const removed = await repo.unassignMatching(tx, found.mentor.id, all ? null : filters);
    if (removed.length === 0)
      throw badRequest(all ? MENTORING_MESSAGES.cohortEmpty : MENTORING_MESSAGES.noMenteesMatch);
    await audit(tx, {
      actor: auth,
      action: 'mentor.unassign_bulk',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
      detail: {
        unassigned: removed.length,
        all: all ?? false,
        ...filters,
        graduate_ids: removed.sort().join(','),
      },
    });
    return {
      assigned: 0,
      unassigned: removed.length,
      cohort_size: await countCohort(tx, found.mentor.id),
    };
  });
}
