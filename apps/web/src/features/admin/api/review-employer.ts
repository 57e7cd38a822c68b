import { ADMIN_ROUTES, type AdminEmployer } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/employers/{id}/approve: its jobs no longer read 'Unverified employer'. */
export const approveEmployer = (id: string) =>
  act<AdminEmployer>(ADMIN_ROUTES.approveEmployer(encodeURIComponent(id)));
/** POST /v1/admin/employers/{id}/reject {reason}: the reason is e-mailed to the employer. */
export const rejectEmployer = ({ id, reason }: { id: string; reason: string }) =>
  act<AdminEmployer>(ADMIN_ROUTES.rejectEmployer(encodeURIComponent(id)), { reason });

export const useApproveEmployer = () => useAdminAction(approveEmployer, adminKeys.employers());
export const useRejectEmployer = () => useAdminAction(rejectEmployer, adminKeys.employers());
