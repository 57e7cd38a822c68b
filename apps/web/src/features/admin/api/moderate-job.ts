import { adminJobOperations } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/jobs/{jobId}/suspend {reason}: graduates no longer see it; its applicants are told. */
export const suspendJob = ({ id, reason }: { id: string; reason: string }) =>
  act(adminJobOperations.suspend, { jobId: id }, { reason });
/** POST /v1/admin/jobs/{jobId}/unsuspend. */
export const unsuspendJob = (id: string) => act(adminJobOperations.unsuspend, { jobId: id });
/** POST /v1/admin/job-reports/{id}/dismiss: the job looked fine. */
export const dismissReport = (id: string) => act(adminJobOperations.dismissReport, { id });

export const useSuspendJob = () => useAdminAction(suspendJob, adminKeys.jobs());
export const useUnsuspendJob = () => useAdminAction(unsuspendJob, adminKeys.jobs());
export const useDismissReport = () => useAdminAction(dismissReport, adminKeys.jobs());
