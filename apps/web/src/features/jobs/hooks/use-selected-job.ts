import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { JOB_PARAM } from '@/config/paths';
import { APPLICANTS_PAGE_PARAM } from './use-applicants-page';

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
      // Another job's applicants start at their first page.
      if (jobId !== params.get(JOB_PARAM)) params.delete(APPLICANTS_PAGE_PARAM);
      if (jobId) params.set(JOB_PARAM, jobId);
      else params.delete(JOB_PARAM);
      const next = params.toString();
      navigate({ search: next ? `?${next}` : '' });
    },
    [navigate, search],
  );
  return [selected, select] as const;
}
