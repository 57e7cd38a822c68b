import {
  BREACH_NDPC_HOURS,
  type Breach,
  type ConsentChannel,
  type ConsentEvent,
  type ConsentPurpose,
  LAWFUL_BASIS_LABELS,
  type LawfulBasis,
  type PrivacyNotice,
  type ProcessingActivity,
  type SubjectRequest,
  type SubjectRequestKind,
  type SubjectRequestStatus,
} from '@tvet/contract';
import type { BreachView } from './breaches/breaches.repository';
import type { ConsentEventRow, PrivacyNoticeRow, ProcessingActivityRow } from './privacy.table';
import type { RequestView } from './requests/requests.repository';

/* Rows -> the contract's shapes. */

export function activityOut(row: ProcessingActivityRow): ProcessingActivity {
  const basis = row.lawfulBasis as LawfulBasis;
  return {
    key: row.key,
    name: row.name,
    data: row.data,
    purpose: row.purpose,
    lawful_basis: basis,
    lawful_basis_label: LAWFUL_BASIS_LABELS[basis],
    retention: row.retention,
    recipients: row.recipients,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const noticeOut = (row: PrivacyNoticeRow): PrivacyNotice => ({
  version: row.version,
  text: row.text,
  published_at: row.publishedAt.toISOString(),
});

export const consentOut = (row: ConsentEventRow): ConsentEvent => ({
  _id: row.id,
  purpose: row.purpose as ConsentPurpose,
  given: row.given,
  notice_version: row.noticeVersion,
  channel: row.channel as ConsentChannel,
  createdAt: row.createdAt.toISOString(),
});

export const ndpcDueAt = (awareAt: Date) => new Date(awareAt.getTime() + BREACH_NDPC_HOURS * 3_600_000);

export function breachOut(view: BreachView, now = new Date()): Breach {
  const { breach } = view;
  const due = ndpcDueAt(breach.awareAt);
  return {
    _id: breach.id,
    title: breach.title,
    description: breach.description,
    aware_at: breach.awareAt.toISOString(),
    data_kinds: breach.dataKinds,
    people_affected: breach.peopleAffected,
    institutions: breach.institutions,
    ndpc_due_at: due.toISOString(),
    ndpc_notified_at: breach.ndpcNotifiedAt?.toISOString() ?? null,
    overdue: !breach.ndpcNotifiedAt && due.getTime() < now.getTime(),
    subjects_must_be_told: breach.subjectsMustBeTold,
    affected_accounts: view.affected,
    notices_queued: view.queued,
    notices_stopped_at: breach.noticesStoppedAt?.toISOString() ?? null,
    createdAt: breach.createdAt.toISOString(),
    updatedAt: breach.updatedAt.toISOString(),
  };
}

export function requestOut(view: RequestView, now = new Date()): SubjectRequest {
  const { request } = view;
  const status = request.status as SubjectRequestStatus;
  return {
    _id: request.id,
    name: request.name,
    contact: request.contact,
    kind: request.kind as SubjectRequestKind,
    details: request.details,
    status,
    source: request.source as SubjectRequest['source'],
    institution: view.institution?.id
      ? { _id: view.institution.id, name: view.institution.name ?? '' }
      : null,
    due_at: request.dueAt.toISOString(),
    overdue: (status === 'open' || status === 'in_progress') && request.dueAt.getTime() < now.getTime(),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
