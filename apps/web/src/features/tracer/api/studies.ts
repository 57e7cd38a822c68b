import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, TracerStats, TracerStudy } from '@tvet/contract';
import { request } from '@/lib/api';

export const tracerKeys = {
  all: ['tracer'] as const,
  studies: (page: number) => ['tracer', 'studies', page] as const,
  study: (id: string) => ['tracer', 'study', id] as const,
  stats: (id: string, by: string, scope: 'admin' | 'institution') =>
    ['tracer', 'stats', scope, id, by] as const,
};

/** GET /admin/tracer-studies: the studies with their waves and response figures, 20 a page. */
export function useTracerStudies(page: number) {
  return useQuery({
    queryKey: tracerKeys.studies(page),
    queryFn: async () =>
      (
        await request<Paged<TracerStudy>>(
          `/admin/tracer-studies?${new URLSearchParams({ page: String(page) })}`,
        )
      ).payload,
    placeholderData: keepPreviousData,
  });
}

export function useTracerStudy(id: string) {
  return useQuery({
    queryKey: tracerKeys.study(id),
    queryFn: async () =>
      (await request<TracerStudy>(`/admin/tracer-studies/${encodeURIComponent(id)}`)).payload,
  });
}

/** The console's figures by group; an institution's are of its own graduates only. */
export function useTracerStats(id: string, by: string, scope: 'admin' | 'institution') {
  return useQuery({
    queryKey: tracerKeys.stats(id, by, scope),
    queryFn: async () =>
      (
        await request<TracerStats>(
          `/${scope}/tracer-studies/${encodeURIComponent(id)}/stats?${new URLSearchParams({ by })}`,
        )
      ).payload,
    placeholderData: keepPreviousData,
  });
}
