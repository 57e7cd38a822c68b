import { SUBJECT_REQUEST_DAYS } from '@tvet/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { institutions, users } from '../db/schema';
import { recordNoticeShown } from '../features/privacy';
import { seedDefinitions } from '../features/privacy/privacy.repository';
import { breaches, consentEvents, subjectRequests } from '../features/privacy/privacy.table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PrivacySummary {
  breaches: number;
  requests: number;
  consents: number;
}

/**
 * The data protection console looks alive on `npm start` (issue 25): the demo graduate saw the notice at sign-up and
 * gave consent to mentoring; one breach waits for the Commission's notice (its clock running), one was notified;
 * one request from someone without an account and one roll correction from the demo graduate wait for an answer.
 * Times are counted back from `now`, so the clocks read the same on every start.
 */
export async function seedDemoPrivacy(
  db: Database,
  people: { graduate: string; institution: string; admin: string },
  now = Date.now(),
): Promise<PrivacySummary> {
  await seedDefinitions(db);
  const found = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [people.graduate, people.institution, people.admin]));
  const idOf = (email: string) => found.find((row) => row.email === email)?.id;
  const graduateId = idOf(people.graduate);
  const adminId = idOf(people.admin);
  const institutionAccount = idOf(people.institution);
  const [institution] = institutionAccount
    ? await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(eq(institutions.userId, institutionAccount))
    : [];

  let consents = 0;
  if (graduateId) {
    await recordNoticeShown(db, { accountId: graduateId, version: 1, channel: 'sign_up' });
    await db.insert(consentEvents).values({
      accountId: graduateId,
      purpose: 'mentoring',
      given: true,
      noticeVersion: 1,
      channel: 'web',
      createdAt: new Date(now - 10 * DAY),
    });
    consents = 1;
  }
  await db.insert(breaches).values([
    {
      title: 'Graduation roll e-mailed to the wrong address',
      description:
        'A staff member of a demo institution e-mailed its roll file to a wrong address; the recipient says it was deleted.',
      awareAt: new Date(now - 30 * HOUR),
      dataKinds: ['names', 'matric numbers', 'phone numbers'],
      peopleAffected: 140,
      institutions: ['Federal Polytechnic Ilaro'],
      subjectsMustBeTold: false,
      createdBy: adminId ?? null,
    },
    {
      title: 'Lost laptop with an exported outcome table',
      description: 'An encrypted laptop holding an outcome table (figures only, no names) was lost.',
      awareAt: new Date(now - 40 * DAY),
      dataKinds: ['outcome figures'],
      peopleAffected: 0,
      institutions: [],
      ndpcNotifiedAt: new Date(now - 40 * DAY + 20 * HOUR),
      createdBy: adminId ?? null,
    },
  ]);
  const requests: (typeof subjectRequests.$inferInsert)[] = [
    {
      name: 'Musa Danjuma',
      contact: 'musa.danjuma@example.ng',
      kind: 'objection',
      details: 'I got a survey text message. Please stop contacting me about the study.',
      source: 'public_form',
      createdAt: new Date(now - 3 * DAY),
      dueAt: new Date(now - 3 * DAY + SUBJECT_REQUEST_DAYS * DAY),
    },
  ];
  if (graduateId && institution) {
    requests.push({
      name: found.find((row) => row.id === graduateId)?.name ?? 'Demo graduate',
      contact: people.graduate,
      kind: 'correction',
      details: 'My graduation year on the roll is wrong: it should be 2022.',
      source: 'account',
      accountId: graduateId,
      institutionId: institution.id,
      createdAt: new Date(now - 26 * DAY),
      dueAt: new Date(now - 26 * DAY + SUBJECT_REQUEST_DAYS * DAY),
    });
  }
  await db.insert(subjectRequests).values(requests);
  return { breaches: 2, requests: requests.length, consents };
}
