import { adminReviewOperations } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/institutions/{id}/verify: is_verified, the badge shows. */
export const verifyInstitution = (id: string) => act(adminReviewOperations.verifyInstitution, { id });
/** POST /v1/admin/institutions/{id}/reject {reason}: the reason is e-mailed to the institution. */
export const rejectInstitution = ({ id, reason }: { id: string; reason: string }) =>
  act(adminReviewOperations.rejectInstitution, { id }, { reason });

export const useVerifyInstitution = () => useAdminAction(verifyInstitution, adminKeys.institutions());
export const useRejectInstitution = () => useAdminAction(rejectInstitution, adminKeys.institutions());
