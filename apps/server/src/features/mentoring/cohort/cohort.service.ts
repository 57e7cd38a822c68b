import {
  type Broadcast,
  type graduateMentorsQuerySchema,
  MENTORING_MESSAGES,
  type menteesQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { conflict, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { pageOf } from '../../../platform/paging';
import { portOf } from '../../../platform/ports';
import { countCohort, findGraduate } from '../mentoring.repository';
import { graduateMentorOut, menteeDetailOut, menteeOut } from '../mentoring.serialize';
import { findMentorOr404 } from '../mentors/mentors.service';
import * as repo from './cohort.repository';

/* The mentor reads their cohort and broadcasts to it (through messaging's port); a graduate reads their mentors. */

export async function listCohort(deps: Deps, mentorId: string, query: z.output<typeof menteesQuerySchema>) {
  const found = await findMentorOr404(deps, mentorId);
  return pageOf(query, {
    rows: (window) => repo.cohortRows(deps.db, found.mentor.id, query.name, window),
    total: () => countCohort(deps.db, found.mentor.id, query.name),
    map: menteeOut,
  });
}

export async function showMentee(deps: Deps, mentorId: string, graduateId: string) {
  const found = await findMentorOr404(deps, mentorId);
  const row = await repo.findMentee(deps.db, found.mentor.id, graduateId);
  if (!row) throw notFound(MENTORING_MESSAGES.notAssigned);
  return menteeDetailOut(row);
}

export async function cohortOverview(deps: Deps, mentorId: string) {
  const found = await findMentorOr404(deps, mentorId);
  const counts = await repo.overviewCounts(deps.db, found.mentor.id);
  return {
    mentees: counts.mentees,
    employed: counts.employed,
    unemployed: counts.unemployed,
    not_stated: counts.mentees - counts.employed - counts.unemployed,
  };
}

/**
 * Through messaging's port, as a broadcast list: each mentee gets the text in their own conversation with the
 * mentor, and no mentee learns who else is in the cohort (those with a block either way left out; the count
 * says how many it reached).
 */
export async function broadcastToCohort(deps: Deps, auth: AuthContext, body: Broadcast) {
  const recipients = await repo.menteeAccountIds(deps.db, auth.profileId);
  if (recipients.length === 0) throw conflict(MENTORING_MESSAGES.broadcastNoMentees);
  const sent = await portOf(deps.ports, 'groupMessages').broadcast(
    auth.accountId,
    recipients,
    body.text,
    body.client_id,
  );
  return { recipients: sent.recipients.length, conversations_created: sent.created, text: body.text };
}

export async function graduateMentors(
  deps: Deps,
  graduateId: string,
  query: z.output<typeof graduateMentorsQuerySchema>,
) {
  const graduate = await findGraduate(deps.db, graduateId);
  if (!graduate) throw notFound(MENTORING_MESSAGES.graduateNotFound);
  return pageOf(query, {
    rows: (window) => repo.graduateMentorRows(deps.db, graduate.graduate.id, query.mentor_type, window),
    total: () => repo.countGraduateMentors(deps.db, graduate.graduate.id, query.mentor_type),
    map: graduateMentorOut,
  });
}
