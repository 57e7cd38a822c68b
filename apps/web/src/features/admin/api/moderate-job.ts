import { ADMIN_ROUTES, type AdminJob, type AdminJobReport } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/jobs/{jobId}/suspend {reason}: graduates no longer see it; its applicants are told. */
export const suspendJob = ({ id, reason }: { id: string; reason: string }) =>
  act<AdminJob>(ADMIN_ROUTES.suspendJob(encodeURIComponent(id)), { reason });
/** POST /v1/admin/jobs/{jobId}/unsuspend. */
export const unsuspendJob = (id: string) => act<AdminJob>(ADMIN_ROUTES.unsuspendJob(encodeURIComponent(id)));
/** POST /v1/admin/job-reports/{id}/dismiss: the job looked fine. */
export const dismissReport = (id: string) =>
  act<AdminJobReport>(ADMIN_ROUTES.dismissJobReport(encodeURIComponent(id)));

export const useSuspendJob = () => useAdminAction(suspendJob, adminKeys.jobs());
export const useUnsuspendJob = () => useAdminAction(unsuspendJob, adminKeys.jobs());
export const useDismissReport = () => useAdminAction(dismissReport, adminKeys.jobs());
