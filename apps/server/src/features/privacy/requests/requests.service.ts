import {
  type CreateSubjectRequest,
  PRIVACY_MESSAGES,
  SUBJECT_REQUEST_DAYS,
  SUBJECT_REQUEST_KIND_LABELS,
  type SubjectRequestStatus,
} from '@tvet/contract';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { forbidden, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { plainTextMail } from '../../../platform/mail';
import { type PageRequest, pageOf } from '../../../platform/paging';
import { requestOut } from '../privacy.serialize';
import * as repo from './requests.repository';

/*
 * Data subject requests (NDPA ss. 34-38) that need a person: from the public form (anyone), a graduate's request to
 * an institution to correct its roll (the graduate, for an institution they listed), and the administrators'
 * (data protection officer's) list with its 30-day clock.
 */
const DAY_MS = 86_400_000;
const dueAt = () => new Date(Date.now() + SUBJECT_REQUEST_DAYS * DAY_MS);

export async function submitRequest(deps: Pick<Deps, 'db'>, body: CreateSubjectRequest) {
  const row = await repo.insertRequest(deps.db, { ...body, source: 'public_form', dueAt: dueAt() });
  return { _id: row.id, due_at: row.dueAt.toISOString() };
}

/** A graduate asks an institution they listed to correct its roll record: mailed to it and logged. */
export async function requestRollCorrection(
  deps: Pick<Deps, 'db' | 'mailer'>,
  auth: AuthContext,
  body: { institution_id: string; details: string },
) {
  if (auth.userType !== 'graduate') throw forbidden(PRIVACY_MESSAGES.correctionOnlyGraduates);
  const institution = await repo.graduateInstitution(deps.db, auth.accountId, body.institution_id);
  if (!institution) {
    throw forbidden(PRIVACY_MESSAGES.correctionNotYourInstitution);
  }
  const person = await repo.accountName(deps.db, auth.accountId);
  if (!person) throw notFound();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertRequest(tx, {
      name: person.name,
      contact: person.email,
      kind: 'correction',
      details: body.details,
      source: 'account',
      accountId: auth.accountId,
      institutionId: institution.id,
      dueAt: dueAt(),
    });
    const text = `Hello ${institution.name},\n\n${person.name} (${person.email}), a graduate who listed your institution, asks you to correct their record on your graduation roll:\n\n${body.details}\n\nPlease correct the roll (Graduation roll in the institution portal) or answer them within ${SUBJECT_REQUEST_DAYS} days. The request is logged with the platform's data protection officer.\n\nYou receive this because your institution's roll is on the TVET graduate tracer.`;
    await deps.mailer.send(plainTextMail(institution.email, PRIVACY_MESSAGES.correctionMailSubject, text), {
      tx,
    });
    return inserted;
  });
  return { _id: row.id, due_at: row.dueAt.toISOString() };
}

export const listRequests = (
  deps: Pick<Deps, 'db'>,
  query: PageRequest & { status?: SubjectRequestStatus },
) =>
  pageOf(query, {
    rows: (window) => repo.requestRows(deps.db, query.status, window),
    total: () => repo.countRequests(deps.db, query.status),
    map: (view) => requestOut(view),
  });

async function requestView(deps: Pick<Deps, 'db'>, id: string) {
  const view = await repo.findRequest(deps.db, id);
  if (!view) throw notFound(PRIVACY_MESSAGES.requestNotFound);
  return requestOut(view);
}

export async function updateRequest(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  id: string,
  status: SubjectRequestStatus,
) {
  await deps.db.transaction(async (tx) => {
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
  return requestView(deps, id);
}
