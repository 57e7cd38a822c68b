import {
  BREACH_STOP_LINK_PAGE,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentState,
  type CreateBreach,
  type CreateSubjectRequest,
  createBreachSchema,
  GUARDIAN_LINK_HOURS,
  GUARDIAN_LINK_PAGE,
  PRIVACY_MESSAGES,
  retentionRulesOut,
  SUBJECT_REQUEST_DAYS,
  SUBJECT_REQUEST_KIND_LABELS,
  type SubjectRequestStatus,
  type UpdateActivity,
  type UpdateBreach,
} from '@tvet/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { defineTask } from '../../platform/jobs/definitions';
import type { AuthContext } from '../../platform/jwt';
import { plainTextMail } from '../../platform/mail';
import { type PageRequest, pageOf } from '../../platform/paging';
import { keyedHash, newOpaqueToken, safeEqual, sha256 } from '../../platform/secrets';
import { extrasOffered, isMinor } from './privacy.policy';
import * as repo from './privacy.repository';
import { activityOut, breachOut, consentOut, noticeOut, requestOut } from './privacy.serialize';

/*
 * The privacy use cases (issue 25, part A). Who may call which is settled by the routes' access rules: `/me`
 * routes act on the caller's own records, `/admin` routes are the administrators' (data protection officer's).
 */
const DAY_MS = 86_400_000;

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

/** The signed token of a breach notice's stop link: who and which breach, checked without a stored secret. */
const stopTokenFor = (secret: string, breachId: string, accountId: string) =>
  `${breachId}.${accountId}.${keyedHash(secret, `breach-stop:${breachId}:${accountId}`)}`;

/** One affected person's notice of a breach, queued per person (keyed), skipped once stopped. */
export const breachNoticeTask = defineTask({
  name: 'privacy-breach-notice',
  payload: z.object({ breachId: z.string(), accountId: z.string() }),
  async run(deps, { breachId, accountId }) {
    const notice = await repo.recipientNotice(deps.db, breachId, accountId);
    if (!notice || notice.sentAt || notice.stoppedAt || notice.breachStoppedAt) return;
    const stopLink = `${deps.config.publicUrl}/${BREACH_STOP_LINK_PAGE}/${stopTokenFor(deps.config.jwtSecret, breachId, accountId)}`;
    const kinds = notice.dataKinds.length > 0 ? `\n\nWhat was affected: ${notice.dataKinds.join(', ')}.` : '';
    const text = `Hello ${notice.name},\n\nWe are telling you about an incident on the TVET graduate tracer that may affect your data: ${notice.title}.\n\n${notice.description}${kinds}\n\nWe have told the Nigeria Data Protection Commission. If you notice anything unusual, change your password and contact us through Tickets.\n\nTo receive no further notices about this incident, open: ${stopLink}`;
    await deps.mailer.send(plainTextMail(notice.email, PRIVACY_MESSAGES.breachMailSubject, text), {
      key: `breach-notice:${breachId}:${accountId}`,
    });
    await repo.markSent(deps.db, breachId, accountId);
  },
});

export function createPrivacyService(deps: Deps) {
  const { db } = deps;

  async function notice() {
    const current = await repo.currentNotice(db);
    if (current) return current;
    await repo.seedDefinitions(db);
    return (await repo.currentNotice(db)) as NonNullable<Awaited<ReturnType<typeof repo.currentNotice>>>;
  }

  async function consentState(accountId: string): Promise<ConsentState> {
    await notice(); // the activities are seeded if the start could not seed them
    const [person, latest, history, guardian] = await Promise.all([
      repo.personOf(db, accountId),
      repo.latestConsents(db, accountId),
      repo.consentHistory(db, accountId),
      repo.latestGuardian(db, accountId),
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

  async function breachView(id: string) {
    const [view] = await repo.breachRows(db, { limit: 1, offset: 0 }, id);
    if (!view) throw notFound(PRIVACY_MESSAGES.breachNotFound);
    return breachOut(view);
  }

  async function requestView(id: string) {
    const view = await repo.findRequest(db, id);
    if (!view) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    return requestOut(view);
  }

  return {
    /** The public privacy page's data. */
    async overview() {
      const current = await notice();
      return {
        activities: (await repo.activities(db)).map(activityOut),
        retention_rules: retentionRulesOut(),
        notice: noticeOut(current),
        notice_version: current.version,
        consent_purposes: [...CONSENT_PURPOSES],
      };
    },

    async updateActivity(auth: AuthContext, key: string, changes: UpdateActivity) {
      return db.transaction(async (tx) => {
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
    },

    async publishNotice(auth: AuthContext, text: string) {
      return db.transaction(async (tx) => {
        const row = await repo.publishNotice(tx, text, auth.accountId);
        await audit(tx, {
          actor: auth,
          action: 'privacy.notice_publish',
          target: { type: 'privacy_notice', id: String(row.version), label: `Version ${row.version}` },
        });
        return noticeOut(row);
      });
    },

    consents: (auth: AuthContext) => consentState(auth.accountId),

    /** A new consent event, given or withdrawn; never an update. */
    async consent(
      auth: AuthContext,
      body: { purpose: ConsentPurpose; given: boolean; channel: ConsentChannel },
    ) {
      const person = await repo.personOf(db, auth.accountId);
      if (person?.userType !== 'graduate') throw forbidden(PRIVACY_MESSAGES.consentOnlyGraduates);
      // Withdrawing is always allowed; giving needs an adult or a guardian's confirmation.
      if (body.given && isMinor(person.dateOfBirth) && !(await repo.guardianConfirmed(db, auth.accountId))) {
        throw forbidden(PRIVACY_MESSAGES.minorNeedsGuardian);
      }
      const current = await notice();
      await repo.insertConsent(db, {
        accountId: auth.accountId,
        purpose: body.purpose,
        given: body.given,
        noticeVersion: current.version,
        channel: body.channel,
      });
      return consentState(auth.accountId);
    },

    /** A minor names a guardian; the guardian gets a single-use link to confirm. */
    async askGuardian(auth: AuthContext, body: { guardian_name: string; guardian_email: string }) {
      const person = await repo.personOf(db, auth.accountId);
      if (person?.userType !== 'graduate') throw forbidden(PRIVACY_MESSAGES.consentOnlyGraduates);
      if (!isMinor(person.dateOfBirth)) throw conflict(PRIVACY_MESSAGES.guardianNotNeeded);
      const { token, hash } = newOpaqueToken();
      const link = `${deps.config.publicUrl}/${GUARDIAN_LINK_PAGE}/${token}`;
      await db.transaction(async (tx) => {
        await repo.insertGuardian(tx, {
          accountId: auth.accountId,
          guardianName: body.guardian_name,
          guardianEmail: body.guardian_email,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + GUARDIAN_LINK_HOURS * 3_600_000),
        });
        const text = `Hello ${body.guardian_name},\n\n${person.name} (under 18) would like to use the optional extras of the TVET graduate tracer: mentoring, job matching and WhatsApp messages. The law asks a parent or guardian to agree first.\n\nIf you agree, open this link within 7 days: ${link}\n\nIf you do not agree, ignore this e-mail: nothing changes and we will not write again about it.`;
        await deps.mailer.send(
          plainTextMail(body.guardian_email, PRIVACY_MESSAGES.guardianMailSubject, text),
          {
            tx,
          },
        );
      });
      return consentState(auth.accountId);
    },

    async confirmGuardian(token: string) {
      const done = await repo.confirmGuardian(db, sha256(token));
      if (!done) throw notFound(PRIVACY_MESSAGES.guardianLinkInvalid);
      return null;
    },

    // ---- breaches

    breaches: (page: PageRequest) =>
      pageOf(page, {
        rows: (window) => repo.breachRows(db, window),
        total: () => repo.countBreaches(db),
        map: (view) => breachOut(view),
      }),

    breach: breachView,

    async recordBreach(auth: AuthContext, body: CreateBreach) {
      const input = createBreachSchema.parse(body);
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertBreach(tx, {
          title: input.title,
          description: input.description,
          awareAt: new Date(input.aware_at),
          dataKinds: input.data_kinds,
          peopleAffected: input.people_affected,
          institutions: input.institutions,
          subjectsMustBeTold: input.subjects_must_be_told,
          createdBy: auth.accountId,
        });
        const accounts = await repo.accountsByEmail(tx, input.affected_emails);
        await repo.addRecipients(
          tx,
          row.id,
          accounts.map((account) => account.id),
        );
        await audit(tx, {
          actor: auth,
          action: 'breach.record',
          target: { type: 'breach', id: row.id, label: row.title },
          detail: { people_affected: row.peopleAffected, accounts: accounts.length },
        });
        return row.id;
      });
      return breachView(id);
    },

    async updateBreach(auth: AuthContext, id: string, body: UpdateBreach) {
      await db.transaction(async (tx) => {
        const breach = await repo.lockBreach(tx, id);
        if (!breach) throw notFound(PRIVACY_MESSAGES.breachNotFound);
        await repo.updateBreach(tx, id, {
          title: body.title,
          description: body.description,
          dataKinds: body.data_kinds,
          peopleAffected: body.people_affected,
          institutions: body.institutions,
          subjectsMustBeTold: body.subjects_must_be_told,
          ndpcNotifiedAt:
            body.ndpc_notified_at === undefined
              ? undefined
              : body.ndpc_notified_at === null
                ? null
                : new Date(body.ndpc_notified_at),
          updatedAt: new Date(),
        });
        await audit(tx, {
          actor: auth,
          action: 'breach.update',
          target: { type: 'breach', id, label: breach.title },
          detail: { fields: Object.keys(body).join(', ') },
        });
      });
      return breachView(id);
    },

    /**
     * Queues one notice per affected account not yet notified. Keyed per person, and the task skips a notice already
     * sent or stopped, so clicking again (after a crash between the commit and the queueing, say) sends nothing twice.
     */
    async notifyAffected(auth: AuthContext, id: string) {
      const recipients = await db.transaction(async (tx) => {
        const breach = await repo.lockBreach(tx, id);
        if (!breach) throw notFound(PRIVACY_MESSAGES.breachNotFound);
        if (breach.noticesStoppedAt) throw conflict(PRIVACY_MESSAGES.breachNoticesAreStopped);
        const due = await repo.queueRecipients(tx, id);
        await audit(tx, {
          actor: auth,
          action: 'breach.notify',
          target: { type: 'breach', id, label: breach.title },
          detail: { queued: due.length },
        });
        return due;
      });
      for (const { accountId } of recipients) {
        await deps.jobs.enqueue(breachNoticeTask, { breachId: id, accountId }, { key: `${id}:${accountId}` });
      }
      return { queued: recipients.length, breach: await breachView(id) };
    },

    async stopNotices(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const breach = await repo.lockBreach(tx, id);
        if (!breach) throw notFound(PRIVACY_MESSAGES.breachNotFound);
        if (breach.noticesStoppedAt) return;
        await repo.updateBreach(tx, id, { noticesStoppedAt: new Date(), updatedAt: new Date() });
        await audit(tx, {
          actor: auth,
          action: 'breach.stop_notices',
          target: { type: 'breach', id, label: breach.title },
        });
      });
      return breachView(id);
    },

    /** A person's stop link: no further notice of that breach reaches them. */
    async stopMyNotices(token: string) {
      const [breachId, accountId, mac] = token.split('.');
      const expected = breachId && accountId ? stopTokenFor(deps.config.jwtSecret, breachId, accountId) : '';
      const uuid = /^[0-9a-f-]{36}$/i;
      if (!mac || !uuid.test(breachId) || !uuid.test(accountId) || !safeEqual(expected, token)) {
        throw notFound(PRIVACY_MESSAGES.breachNoticeStopLinkInvalid);
      }
      if (!(await repo.stopRecipient(db, breachId, accountId))) {
        throw notFound(PRIVACY_MESSAGES.breachNoticeStopLinkInvalid);
      }
      return null;
    },

    // ---- data subject requests

    async submitRequest(body: CreateSubjectRequest) {
      const row = await repo.insertRequest(db, {
        ...body,
        source: 'public_form',
        dueAt: new Date(Date.now() + SUBJECT_REQUEST_DAYS * DAY_MS),
      });
      return { _id: row.id, due_at: row.dueAt.toISOString() };
    },

    /** A graduate asks an institution they listed to correct its roll record: mailed to it and logged. */
    async requestRollCorrection(auth: AuthContext, body: { institution_id: string; details: string }) {
      if (auth.userType !== 'graduate') throw forbidden(PRIVACY_MESSAGES.correctionOnlyGraduates);
      const institution = await repo.graduateInstitution(db, auth.accountId, body.institution_id);
      if (!institution) {
        throw forbidden(PRIVACY_MESSAGES.correctionNotYourInstitution);
      }
      const person = await repo.accountName(db, auth.accountId);
      if (!person) throw notFound();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertRequest(tx, {
          name: person.name,
          contact: person.email,
          kind: 'correction',
          details: body.details,
          source: 'account',
          accountId: auth.accountId,
          institutionId: institution.id,
          dueAt: new Date(Date.now() + SUBJECT_REQUEST_DAYS * DAY_MS),
        });
        const text = `Hello ${institution.name},\n\n${person.name} (${person.email}), a graduate who listed your institution, asks you to correct their record on your graduation roll:\n\n${body.details}\n\nPlease correct the roll (Graduation roll in the institution portal) or answer them within ${SUBJECT_REQUEST_DAYS} days. The request is logged with the platform's data protection officer.\n\nYou receive this because your institution's roll is on the TVET graduate tracer.`;
        await deps.mailer.send(
          plainTextMail(institution.email, PRIVACY_MESSAGES.correctionMailSubject, text),
          {
            tx,
          },
        );
        return inserted;
      });
      return { _id: row.id, due_at: row.dueAt.toISOString() };
    },

    requests: (query: PageRequest & { status?: SubjectRequestStatus }) =>
      pageOf(query, {
        rows: (window) => repo.requestRows(db, query.status, window),
        total: () => repo.countRequests(db, query.status),
        map: (view) => requestOut(view),
      }),

    async updateRequest(auth: AuthContext, id: string, status: SubjectRequestStatus) {
      await db.transaction(async (tx) => {
        const before = await repo.findRequest(tx, id);
        if (!before) throw notFound(PRIVACY_MESSAGES.requestNotFound);
        await repo.updateRequestStatus(tx, id, status);
        await audit(tx, {
          actor: auth,
          action: 'subject_request.status',
          target: {
            type: 'subject_request',
            id,
            label: SUBJECT_REQUEST_KIND_LABELS[before.request.kind as 'access'],
          },
          detail: { from: before.request.status, to: status },
        });
      });
      return requestView(id);
    },
  };
}
