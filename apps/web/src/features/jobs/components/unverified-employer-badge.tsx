import { type Job, UNVERIFIED_EMPLOYER_LABEL } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';

/**
 * 'Unverified employer' on a job whose employer an administrator has not vetted yet (by its CAC document,
 * issue 13), so a graduate weighs the posting before applying. Nothing when the employer is vetted, or when the
 * answer does not say (`employer_verified` absent).
 */
export function UnverifiedEmployerBadge({ job }: { job: Pick<Job, 'employer_verified'> }) {
  if (job.employer_verified !== false) return null;
  return <Badge tone="amber">{UNVERIFIED_EMPLOYER_LABEL}</Badge>;
}
