import { daysUntil, type Programme, type ProgrammeStatus, programmeStatusOn } from '@tvet/contract';
import type { ProgrammeWithOwner } from './programmes.repository';

/** A programme as the API shows it, with its status as read on `today` (expired once past expiry_date). */
export function programmeOut({ programme, institutionName }: ProgrammeWithOwner, today: string): Programme {
  return {
    _id: programme.id,
    name: programme.name,
    accreditation_type: programme.accreditationType as Programme['accreditation_type'],
    granted_date: programme.grantedDate,
    expiry_date: programme.expiryDate,
    status: programmeStatusOn(programme.status as ProgrammeStatus, programme.expiryDate, today),
    created_by: programme.institutionId,
    institution_name: institutionName,
    expires_in_days: daysUntil(programme.expiryDate, today),
    denial_reason: programme.status === 'denied' ? programme.denialReason : null,
    createdAt: programme.createdAt.toISOString(),
    updatedAt: programme.updatedAt.toISOString(),
  };
}
