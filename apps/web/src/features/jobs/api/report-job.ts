import { ADMIN_MESSAGES, adminJobOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /jobs/{jobId}/report {reason} (graduates): lands in the administrators' queue of reported jobs. */
export async function reportJob(jobId: string, reason: string): Promise<string> {
  const answer = await call(adminJobOperations.report, { params: { jobId }, body: { reason } });
  return answer.msg || ADMIN_MESSAGES.jobReported;
}
