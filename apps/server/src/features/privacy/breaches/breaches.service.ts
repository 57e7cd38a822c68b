import {
  BREACH_STOP_LINK_PAGE,
  type CreateBreach,
  createBreachSchema,
  PRIVACY_MESSAGES,
  type UpdateBreach,
} from '@tvet/contract';
import { z } from 'zod';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { conflict, notFound } from '../../../platform/errors';
import { defineTask } from '../../../platform/jobs/definitions';
import type { AuthContext } from '../../../platform/jwt';
import { plainTextMail } from '../../../platform/mail';
import { type PageRequest, pageOf } from '../../../platform/paging';
import { keyedHash, safeEqual } from '../../../platform/secrets';
import { breachOut } from '../privacy.serialize';
import * as repo from './breaches.repository';

/*
 * The breach register's use cases (NDPA s. 40): administrators (the data protection officer) record and update a
 * breach, notify the affected people through the platform and stop the notices; a person stops their own notices
 * through the signed link in the mail. Who may call which is settled by the routes' access rules.
 */

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

export const listBreaches = (deps: Pick<Deps, 'db'>, page: PageRequest) =>
  pageOf(page, {
    rows: (window) => repo.breachRows(deps.db, window),
    total: () => repo.countBreaches(deps.db),
    map: (view) => breachOut(view),
  });

export async function breachView(deps: Pick<Deps, 'db'>, id: string) {
  const [view] = await repo.breachRows(deps.db, { limit: 1, offset: 0 }, id);
  if (!view) throw notFound(PRIVACY_MESSAGES.breachNotFound);
  return breachOut(view);
}

export async function recordBreach(deps: Pick<Deps, 'db'>, auth: AuthContext, body: CreateBreach) {
  const input = createBreachSchema.parse(body);
  const id = await deps.db.transaction(async (tx) => {
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
  return breachView(deps, id);
}

export async function updateBreach(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  id: string,
  body: UpdateBreach,
) {
  await deps.db.transaction(async (tx) => {
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
  return breachView(deps, id);
}

/**
 * Queues one notice per affected account not yet notified. Keyed per person, and the task skips a notice already
 * sent or stopped, so clicking again (after a crash between the commit and the queueing, say) sends nothing twice.
 */
export async function notifyAffected(deps: Pick<Deps, 'db' | 'jobs'>, auth: AuthContext, id: string) {
  const recipients = await deps.db.transaction(async (tx) => {
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
  return { queued: recipients.length, breach: await breachView(deps, id) };
}

export async function stopNotices(deps: Pick<Deps, 'db'>, auth: AuthContext, id: string) {
  await deps.db.transaction(async (tx) => {
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
  return breachView(deps, id);
}

/** A person's stop link: no further notice of that breach reaches them. */
export async function stopMyNotices(deps: Pick<Deps, 'db' | 'config'>, token: string) {
  const [breachId, accountId, mac] = token.split('.');
  const expected = breachId && accountId ? stopTokenFor(deps.config.jwtSecret, breachId, accountId) : '';
  const uuid = /^[0-9a-f-]{36}$/i;
  if (!mac || !uuid.test(breachId) || !uuid.test(accountId) || !safeEqual(expected, token)) {
    throw notFound(PRIVACY_MESSAGES.breachNoticeStopLinkInvalid);
  }
  if (!(await repo.stopRecipient(deps.db, breachId, accountId))) {
    throw notFound(PRIVACY_MESSAGES.breachNoticeStopLinkInvalid);
  }
  return null;
}
