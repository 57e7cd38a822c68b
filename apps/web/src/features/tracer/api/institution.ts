import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InstitutionTracerStudy, Paged, TracerBounced } from '@tvet/contract';
import { request } from '@/lib/api';

/* An institution's tracer studies and its graduates whose messages bounced (issue 26). */

export const institutionTracerKeys = {
  studies: (page: number) => ['tracer', 'institution', 'studies', page] as const,
  bounced: (id: string, page: number) => ['tracer', 'institution', 'bounced', id, page] as const,
};

/** GET /institution/tracer-studies: the studies covering the institution, with their waves. */
export function useInstitutionStudies(page: number, enabled = true) {
  return useQuery({
    queryKey: institutionTracerKeys.studies(page),
    queryFn: async () =>
      (
        await request<Paged<InstitutionTracerStudy>>(
          `/institution/tracer-studies?${new URLSearchParams({ page: String(page), limit: '100' })}`,
        )
      ).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /institution/tracer-studies/{id}/bounced: its graduates whose messages bounced, 20 a page. */
export function useBounced(id: string, page: number, enabled = true) {
  return useQuery({
    queryKey: institutionTracerKeys.bounced(id, page),
    queryFn: async () =>
      (
        await request<Paged<TracerBounced>>(
          `/institution/tracer-studies/${encodeURIComponent(id)}/bounced?${new URLSearchParams({ page: String(page) })}`,
        )
      ).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}
