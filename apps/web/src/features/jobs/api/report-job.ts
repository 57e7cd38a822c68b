import { ADMIN_MESSAGES, type JobReportResult } from '@tvet/contract';
import { request } from '@/lib/api';

/** POST /jobs/{jobId}/report {reason} (graduates): lands in the administrators' queue of reported jobs. */
export async function reportJob(jobId: string, reason: string): Promise<string> {
  const answer = await request<JobReportResult>(`/jobs/${encodeURIComponent(jobId)}/report`, {
    method: 'POST',
    body: { reason },
  });
  return answer.msg || ADMIN_MESSAGES.jobReported;
}
