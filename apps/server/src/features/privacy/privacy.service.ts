import {
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentState,
  type CreateBreach,
  type CreateSubjectRequest,
  type GuardianRequest,
  PRIVACY_MESSAGES,
  retentionRulesOut,
  type SubjectRequestStatus,
  type UpdateActivity,
  type UpdateBreach,
} from '@tvet/contract';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import type { PageRequest } from '../../platform/paging';
import * as breaches from './breaches/breaches.service';
import { guardianConfirmed, latestGuardian } from './guardians/guardians.repository';
import * as guardians from './guardians/guardians.service';
import { extrasOffered, isMinor } from './privacy.policy';
import * as repo from './privacy.repository';
import { activityOut, consentOut, noticeOut } from './privacy.serialize';
import * as requests from './requests/requests.service';

/*
 * The privacy use cases (issue 25, part A): the record of processing activities, notice versions and consents here;
 * guardians, breaches and data subject requests in their sub-slices. Who may call which is settled by the routes'
 * access rules: `/me` routes act on the caller's own records, `/admin` routes are the administrators' (the data
 * protection officer's). createPrivacyService only binds the use cases for the routes.
 */

/** The notice version a person was shown, recorded wherever it was shown (sign-up, the tracer's invitation page). */
export async function recordNoticeShown(
  db: Database,
  shown: { accountId?: string | null; caseId?: string | null; version?: number; channel: string },
) {
  let version = shown.version;
  if (version === undefined || !(await repo.noticeExists(db, version))) {
    version = (await repo.currentNotice(db))?.version;
  }
  if (version === undefined) return null;
  await repo.insertNoticeView(db, {
    accountId: shown.accountId ?? null,
    caseId: shown.caseId ?? null,
    version,
    channel: shown.channel,
  });
  return version;
}

/** Whether the account's newest consent event for `purpose` gives it (withdrawn or never given: false). */
export const hasConsent = (db: Database, accountId: string, purpose: ConsentPurpose) =>
  repo.latestConsent(db, accountId, purpose);

/** The current notice; the activities and the first notice are seeded if the start could not seed them. */
export async function currentNoticeSeeded(deps: Pick<Deps, 'db'>) {
  const current = await repo.currentNotice(deps.db);
  if (current) return current;
  await repo.seedDefinitions(deps.db);
  return (await repo.currentNotice(deps.db)) as NonNullable<Awaited<ReturnType<typeof repo.currentNotice>>>;
}

/** The public privacy page's data. */
export async function privacyOverview(deps: Pick<Deps, 'db'>) {
  const current = await currentNoticeSeeded(deps);
  return {
    activities: (await repo.activities(deps.db)).map(activityOut),
    retention_rules: retentionRulesOut(),
    notice: noticeOut(current),
    notice_version: current.version,
    consent_purposes: [...CONSENT_PURPOSES],
  };
}

/** A person's consents, guardian and whether the extras may be offered. */
export async function consentState(deps: Pick<Deps, 'db'>, accountId: string): Promise<ConsentState> {
  const { db } = deps;
  await currentNoticeSeeded(deps);
  const [person, latest, history, guardian] = await Promise.all([
    repo.personOf(db, accountId),
    repo.latestConsents(db, accountId),
    repo.consentHistory(db, accountId),
    latestGuardian(db, accountId),
  ]);
  const activities = new Map((await repo.activities(db)).map((row) => [row.key, row]));
  const minor = isMinor(person?.dateOfBirth);
  const confirmed = Boolean(guardian?.confirmedAt);
  const byPurpose = new Map(latest.map((row) => [row.purpose, row]));
  return {
    purposes: CONSENT_PURPOSES.map((purpose) => {
      const event = byPurpose.get(purpose);
      return {
        purpose,
        name: activities.get(purpose)?.name ?? purpose,
        purpose_text: activities.get(purpose)?.purpose ?? '',
        given: event?.given ?? false,
        since: event ? event.createdAt.toISOString() : null,
      };
    }),
    minor,
    guardian: {
      status: guardian ? (confirmed ? 'confirmed' : 'pending') : 'none',
      name: guardian?.guardianName ?? null,
    },
    offered: extrasOffered(minor, confirmed),
    history: history.map(consentOut),
  };
}

/** A new consent event, given or withdrawn; never an update. Withdrawing is always allowed. */
export async function giveConsent(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  body: { purpose: ConsentPurpose; given: boolean; channel: ConsentChannel },
) {
  const person = await repo.personOf(deps.db, auth.accountId);
  if (person?.userType !== 'graduate') throw forbidden(PRIVACY_MESSAGES.consentOnlyGraduates);
  // Giving needs an adult or a guardian's confirmation.
  if (body.given && isMinor(person.dateOfBirth) && !(await guardianConfirmed(deps.db, auth.accountId))) {
    throw forbidden(PRIVACY_MESSAGES.minorNeedsGuardian);
  }
  const current = await currentNoticeSeeded(deps);
  await repo.insertConsent(deps.db, {
    accountId: auth.accountId,
    purpose: body.purpose,
    given: body.given,
    noticeVersion: current.version,
    channel: body.channel,
  });
  return consentState(deps, auth.accountId);
}

export async function updateActivity(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  key: string,
  changes: UpdateActivity,
) {
  return deps.db.transaction(async (tx) => {
    const before = await repo.activity(tx, key);
    if (!before) throw notFound(PRIVACY_MESSAGES.activityNotFound);
    const isConsentPurpose = (CONSENT_PURPOSES as readonly string[]).includes(key);
    if (isConsentPurpose && changes.lawful_basis && changes.lawful_basis !== 'consent') {
      throw badRequest('The optional extras rest on consent: their lawful basis stays consent.', {
        lawful_basis: 'must be consent for an optional extra',
      });
    }
    const row = await repo.updateActivity(tx, key, {
      name: changes.name,
      data: changes.data,
      purpose: changes.purpose,
      lawfulBasis: changes.lawful_basis,
      retention: changes.retention,
      recipients: changes.recipients,
      updatedBy: auth.accountId,
    });
    await audit(tx, {
      actor: auth,
      action: 'privacy.activity_update',
      target: { type: 'processing_activity', id: key, label: before.name },
      detail: { fields: Object.keys(changes).join(', ') },
    });
    return activityOut(row as NonNullable<typeof row>);
  });
}

export async function publishNotice(deps: Pick<Deps, 'db'>, auth: AuthContext, text: string) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.publishNotice(tx, text, auth.accountId);
    await audit(tx, {
      actor: auth,
      action: 'privacy.notice_publish',
      target: { type: 'privacy_notice', id: String(row.version), label: `Version ${row.version}` },
    });
    return noticeOut(row);
  });
}

export function createPrivacyService(deps: Deps) {
  return {
    overview: () => privacyOverview(deps),
    updateActivity: (auth: AuthContext, key: string, changes: UpdateActivity) =>
      updateActivity(deps, auth, key, changes),
    publishNotice: (auth: AuthContext, text: string) => publishNotice(deps, auth, text),
    consents: (auth: AuthContext) => consentState(deps, auth.accountId),
    consent: (
      auth: AuthContext,
      body: { purpose: ConsentPurpose; given: boolean; channel: ConsentChannel },
    ) => giveConsent(deps, auth, body),
    /** A minor names a guardian; the guardian gets a single-use link to confirm, by e-mail or text message. */
    async askGuardian(auth: AuthContext, body: GuardianRequest) {
      const via = await guardians.askGuardian(deps, auth, body);
      return { via, state: await consentState(deps, auth.accountId) };
    },
    confirmGuardian: (token: string) => guardians.confirmGuardian(deps, token),
    breaches: (page: PageRequest) => breaches.listBreaches(deps, page),
    breach: (id: string) => breaches.breachView(deps, id),
    recordBreach: (auth: AuthContext, body: CreateBreach) => breaches.recordBreach(deps, auth, body),
    updateBreach: (auth: AuthContext, id: string, body: UpdateBreach) =>
      breaches.updateBreach(deps, auth, id, body),
    notifyAffected: (auth: AuthContext, id: string) => breaches.notifyAffected(deps, auth, id),
    stopNotices: (auth: AuthContext, id: string) => breaches.stopNotices(deps, auth, id),
    stopMyNotices: (token: string) => breaches.stopMyNotices(deps, token),
    submitRequest: (body: CreateSubjectRequest) => requests.submitRequest(deps, body),
    requestRollCorrection: (auth: AuthContext, body: { institution_id: string; details: string }) =>
      requests.requestRollCorrection(deps, auth, body),
    requests: (query: PageRequest & { status?: SubjectRequestStatus }) => requests.listRequests(deps, query),
    updateRequest: (auth: AuthContext, id: string, status: SubjectRequestStatus) =>
      requests.updateRequest(deps, auth, id, status),
  };
}
