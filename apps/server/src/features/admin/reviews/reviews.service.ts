import {
  ADMIN_MESSAGES,
  type AuditAction,
  type adminEmployerListQuerySchema,
  type adminInstitutionListQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { type AuditEvent, audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { conflict } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { plainTextMail as mail } from '../../../platform/mail';
import { pageOf } from '../../../platform/paging';
import { employerOr404, institutionOr404, sendMail } from '../admin.lookups';
import * as repo from '../admin.repository';
import { employerOut, institutionOut } from '../admin.serialize';

/*
 * Reviewing institutions (verified or rejected) and employers (vetted or rejected): each decision is stored with its audit entry, then the account is e-mailed.
 * Use cases of the console (admin.service.ts assembles them for the routes), each taking its dependencies.
 */

/**
 * A review decision on an institution or an employer: the new state and its audit entry in one transaction,
 * then the account is e-mailed (the mail never undoes the decision).
 */
async function decide(
  deps: Deps,
  auth: AuthContext,
  reviewed: { type: 'institution' | 'employer'; id: string; account: { name: string; email: string } },
  decision: {
    store: (tx: Database) => Promise<unknown>;
    action: AuditAction;
    detail?: AuditEvent['detail'];
    mail: [subject: string, text: string];
  },
) {
  await deps.db.transaction(async (tx) => {
    await decision.store(tx);
    await audit(tx, {
      actor: auth,
      action: decision.action,
      target: { type: reviewed.type, id: reviewed.id, label: reviewed.account.name },
      detail: decision.detail,
    });
  });
  sendMail(deps, mail(reviewed.account.email, ...decision.mail));
}

export function listInstitutions(deps: Deps, query: z.infer<typeof adminInstitutionListQuerySchema>) {
  const { db } = deps;
  const filter = { status: query.status, q: query.q || undefined };
  return pageOf(query, {
    rows: (window) => repo.institutionRows(db, filter, query.order, window),
    total: () => repo.countInstitutions(db, filter),
    map: institutionOut,
  });
}

export async function verifyInstitution(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const found = await institutionOr404(db, id);
  if (found.institution.isVerified) throw conflict(ADMIN_MESSAGES.institutionAlreadyVerified);
  await decide(
    deps,
    auth,
    { type: 'institution', id: found.institution.id, account: found.user },
    {
      store: (tx) =>
        repo.setInstitutionReview(tx, found.institution.id, { status: 'verified', reason: null }),
      action: 'institution.verify',
      mail: [
        ADMIN_MESSAGES.institutionVerifiedMailSubject,
        ADMIN_MESSAGES.institutionVerifiedMail(found.user.name),
      ],
    },
  );
  return institutionOut(await institutionOr404(db, found.institution.id));
}

export async function rejectInstitution(deps: Deps, auth: AuthContext, id: string, reason: string) {
  const { db } = deps;
  const found = await institutionOr404(db, id);
  await decide(
    deps,
    auth,
    { type: 'institution', id: found.institution.id, account: found.user },
    {
      store: (tx) => repo.setInstitutionReview(tx, found.institution.id, { status: 'rejected', reason }),
      action: 'institution.reject',
      detail: { reason, was_verified: found.institution.isVerified },
      mail: [
        ADMIN_MESSAGES.institutionRejectedMailSubject,
        ADMIN_MESSAGES.institutionRejectedMail(found.user.name, reason),
      ],
    },
  );
  return institutionOut(await institutionOr404(db, found.institution.id));
}

export function listEmployers(deps: Deps, query: z.infer<typeof adminEmployerListQuerySchema>) {
  const { db } = deps;
  const filter = { status: query.status, q: query.q || undefined };
  return pageOf(query, {
    rows: (window) => repo.employerRows(db, filter, query.order, window),
    total: () => repo.countEmployers(db, filter),
    map: employerOut,
  });
}

export async function approveEmployer(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const found = await employerOr404(db, id);
  if (found.employer.vettingStatus === 'approved') throw conflict(ADMIN_MESSAGES.employerAlreadyApproved);
  await decide(
    deps,
    auth,
    { type: 'employer', id: found.employer.id, account: found.user },
    {
      store: (tx) => repo.setEmployerVetting(tx, found.employer.id, { status: 'approved', reason: null }),
      action: 'employer.approve',
      detail: { cac_document: found.employer.cacDocument?.url ?? null },
      mail: [
        ADMIN_MESSAGES.employerApprovedMailSubject,
        ADMIN_MESSAGES.employerApprovedMail(found.user.name),
      ],
    },
  );
  return employerOut(await employerOr404(db, found.employer.id));
}

export async function rejectEmployer(deps: Deps, auth: AuthContext, id: string, reason: string) {
  const { db } = deps;
  const found = await employerOr404(db, id);
  await decide(
    deps,
    auth,
    { type: 'employer', id: found.employer.id, account: found.user },
    {
      store: (tx) => repo.setEmployerVetting(tx, found.employer.id, { status: 'rejected', reason }),
      action: 'employer.reject',
      detail: { reason, was: found.employer.vettingStatus },
      mail: [
        ADMIN_MESSAGES.employerRejectedMailSubject,
        ADMIN_MESSAGES.employerRejectedMail(found.user.name, reason),
      ],
    },
  );
  return employerOut(await employerOr404(db, found.employer.id));
}
