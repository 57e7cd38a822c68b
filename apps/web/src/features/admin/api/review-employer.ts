import { adminReviewOperations } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/employers/{id}/approve: its jobs no longer read 'Unverified employer'. */
export const approveEmployer = (id: string) => act(adminReviewOperations.approveEmployer, { id });
/** POST /v1/admin/employers/{id}/reject {reason}: the reason is e-mailed to the employer. */
export const rejectEmployer = ({ id, reason }: { id: string; reason: string }) =>
  act(adminReviewOperations.rejectEmployer, { id }, { reason });

export const useApproveEmployer = () => useAdminAction(approveEmployer, adminKeys.employers());
export const useRejectEmployer = () => useAdminAction(rejectEmployer, adminKeys.employers());
