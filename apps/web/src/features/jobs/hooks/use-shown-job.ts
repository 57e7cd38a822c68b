import type { Job } from '@tvet/contract';
import { useJob } from '../api/get-job';

/**
 * The job for the detail panel: the selected one from the page on screen, else (a shared link to a job on
 * another page) loaded on its own; with nothing selected, the first of the page (seen from 768 px only).
 */
export function useShownJob(docs: Job[] | undefined, selectedId: string | null) {
  const inPage = docs?.find((job) => job._id === selectedId);
  const single = useJob(selectedId, Boolean(docs) && !inPage);
  if (!selectedId) return { job: docs?.[0] ?? null, loading: false, error: null };
  if (inPage) return { job: inPage, loading: false, error: null };
  return {
    job: single.data ?? null,
    loading: single.isPending && single.fetchStatus !== 'idle',
    error: single.error,
  };
}
