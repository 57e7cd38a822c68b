import { ADMIN_MESSAGES } from '@tvet/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import * as repo from './admin.repository';
import { findJob } from './jobs/jobs.repository';

/* What the console's use cases share: a record or its 404, and mail that never undoes a change. */

export async function accountOr404(db: Database, id: string) {
  const row = await repo.findAccount(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.accountNotFound);
  return row;
}

export async function institutionOr404(db: Database, id: string) {
  const row = await repo.findInstitution(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.institutionNotFound);
  return row;
}

export async function employerOr404(db: Database, id: string) {
  const row = await repo.findEmployer(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.employerNotFound);
  return row;
}

export async function jobOr404(db: Database, id: string) {
  const row = await findJob(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.jobNotFound);
  return row;
}

/** Sent after the change is stored; a failure is logged and never undoes the change. */
export function sendMail(deps: Deps, message: MailMessage) {
  deps.mailer.send(message).catch((error) => deps.log.error({ err: error }, 'console mail not sent'));
}
