import type {
  AssignmentFilters,
  adminMentorListQuerySchema,
  Broadcast,
  CreateMentor,
  graduateMentorsQuerySchema,
  menteesQuerySchema,
  UnassignmentFilters,
  UpdateMentorByAdmin,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { AuthContext } from '../../platform/jwt';
import {
  assignGraduate,
  assignMatching,
  previewAssignment,
  unassignGraduate,
  unassignMatching,
} from './assignment/assignment.service';
import {
  broadcastToCohort,
  cohortOverview,
  graduateMentors,
  listCohort,
  showMentee,
} from './cohort/cohort.service';
import {
  createMentor,
  deactivateMentor,
  listMentors,
  reactivateMentor,
  reinviteMentor,
  showMentor,
  updateMentor,
} from './mentors/mentors.service';

/*
 * Mentoring (issue 12). Administrators make mentor accounts (no usable password: the mentor sets one from a
 * single-use, expiring link; platform/invitations.ts), edit, deactivate and re-invite them, and assign graduates
 * one by one or by filters. Every administrator's change is audited in its own transaction; mail goes out after
 * the change is stored. Mentors read their cohort and broadcast to it through messaging's port.
 *
 * The use cases live in sub-slices (mentors/, assignment/, cohort/), each a named function taking its
 * dependencies first; this object hands them to the routes with the app's dependencies bound.
 */
export function createMentoringService(deps: Deps) {
  return {
    // ---- administrators: mentors
    list: (query: z.output<typeof adminMentorListQuerySchema>) => listMentors(deps, query),
    get: (id: string) => showMentor(deps, id),
    create: (auth: AuthContext, body: CreateMentor) => createMentor(deps, auth, body),
    update: (auth: AuthContext, id: string, body: UpdateMentorByAdmin) => updateMentor(deps, auth, id, body),
    deactivate: (auth: AuthContext, id: string, reason: string | undefined) =>
      deactivateMentor(deps, auth, id, reason),
    reactivate: (auth: AuthContext, id: string) => reactivateMentor(deps, auth, id),
    reinvite: (auth: AuthContext, id: string) => reinviteMentor(deps, auth, id),

    // ---- administrators: assignment
    assign: (auth: AuthContext, id: string, graduateId: string) => assignGraduate(deps, auth, id, graduateId),
    preview: (id: string, filters: AssignmentFilters) => previewAssignment(deps, id, filters),
    assignBulk: (auth: AuthContext, id: string, filters: AssignmentFilters) =>
      assignMatching(deps, auth, id, filters),
    unassign: (auth: AuthContext, id: string, graduateId: string) =>
      unassignGraduate(deps, auth, id, graduateId),
    unassignBulk: (auth: AuthContext, id: string, body: UnassignmentFilters) =>
      unassignMatching(deps, auth, id, body),

    // ---- the mentor
    cohort: (mentorId: string, query: z.output<typeof menteesQuerySchema>) =>
      listCohort(deps, mentorId, query),
    mentee: (mentorId: string, graduateId: string) => showMentee(deps, mentorId, graduateId),
    overview: (mentorId: string) => cohortOverview(deps, mentorId),
    broadcast: (auth: AuthContext, body: Broadcast) => broadcastToCohort(deps, auth, body),

    // ---- the graduate
    graduateMentors: (graduateId: string, query: z.output<typeof graduateMentorsQuerySchema>) =>
      graduateMentors(deps, graduateId, query),
  };
}
