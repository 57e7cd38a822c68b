import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { JOB_PARAM } from '@/config/paths';

/**
 * The job shown in the detail panel lives in the address, so a reload, the back button and a shared link all
 * open the same job. Other query parameters (filters, page) are kept.
 */
export function useSelectedJob() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const selected = new URLSearchParams(search).get(JOB_PARAM);
  const select = useCallback(
    (jobId: string | null) => {
      const params = new URLSearchParams(search);
      if (jobId) params.set(JOB_PARAM, jobId);
      else params.delete(JOB_PARAM);
      const next = params.toString();
      navigate({ search: next ? `?${next}` : '' });
    },
    [navigate, search],
  );
  return [selected, select] as const;
}
