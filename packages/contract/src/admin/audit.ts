import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../api';
import { enumField } from '../fields';
import { AUDIT_PAGE_SIZE } from './common';
import { ADMIN_MESSAGES } from './messages';
import { searchField } from './query-fields';

/* The read-only audit log: what it records and how it is searched. */

/** Every action the audit log records: `<record type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'account.deactivate',
  'account.reactivate',
  'account.resend_verification',
  'institution.verify',
  'institution.reject',
  'employer.approve',
  'employer.reject',
  'job.suspend',
  'job.unsuspend',
  'job_report.dismiss',
  'programme.approve',
  'programme.deny',
  'programme.status',
  'ticket.assign',
  'ticket.reply',
  'ticket.close',
  'ticket.reopen',
  /** An administrator read the messages of a reported conversation (reading, not a change, but private). */
  'conversation.read_reported',
  'admin.invite',
  'admin.invitation_revoke',
  'admin.remove',
  'admin.totp_enable',
  'admin.totp_reset',
  'admin.recovery_code_used',
  // mentoring (issue 12)
  'mentor.create',
  'mentor.update',
  'mentor.deactivate',
  'mentor.reactivate',
  'mentor.reinvite',
  'mentor.assign',
  'mentor.assign_bulk',
  'mentor.unassign',
  'mentor.unassign_bulk',
  // privacy (issue 25)
  'privacy.activity_update',
  'privacy.notice_publish',
  'breach.record',
  'breach.update',
  'breach.notify',
  'breach.stop_notices',
  'subject_request.status',
  // the job runner's dead letters (issue 21)
  'dead_letter.retry',
  // tracer waves (issue 26)
  'tracer_study.create',
  'tracer_study.update',
  'tracer_wave.create',
  // phone follow-up (issue 28)
  'interviewer.add',
  'interviewer.remove',
  'interview.assign',
  'interview.case_view',
  'interview.call',
  'interview.answers',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  'account',
  'institution',
  'employer',
  'job',
  'job_report',
  'programme',
  'ticket',
  'invitation',
  'conversation',
  'mentor',
  'processing_activity',
  'privacy_notice',
  'breach',
  'subject_request',
  'dead_letter',
  'tracer_study',
  'tracer_case',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** GET /v1/admin/audit: newest first; filters combine. Dates are ISO (YYYY-MM-DD or a full timestamp). */
export const auditListQuerySchema = pageQuerySchema(AUDIT_PAGE_SIZE)
  .extend({
    /** Who or which record: part of the actor's name or e-mail or of the record's name (any case), or its id. */
    q: searchField.optional(),
    actor: idSchema.optional(),
    action: enumField('action', AUDIT_ACTIONS).optional(),
    target_type: enumField('target_type', AUDIT_TARGET_TYPES).optional(),
    target_id: idSchema.optional(),
    from: z.coerce.date({ error: 'from must be a date like 2025-09-30' }).optional(),
    to: z.coerce.date({ error: 'to must be a date like 2025-09-30' }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: ADMIN_MESSAGES.dateRange,
    path: ['from'],
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The administrator who acted (name and e-mail as they were then). */
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string(),
  /** A readable name of the record (an account's e-mail, a job's title…) as it was then. */
  target_label: z.string().nullable(),
  /** What changed: a reason, the new status… */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
