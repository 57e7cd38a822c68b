import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  institutionTracerOperations,
  tracerStudyOperations as ops,
  type TRACER_GROUPS,
} from '@tvet/contract';
import { call } from '@/lib/call';

export const tracerKeys = {
  all: ['tracer'] as const,
  studies: (page: number) => ['tracer', 'studies', page] as const,
  study: (id: string) => ['tracer', 'study', id] as const,
  stats: (id: string, by: string, scope: 'admin' | 'institution') =>
    ['tracer', 'stats', scope, id, by] as const,
};

/** The studies with their waves and response figures, 20 a page. */
export function useTracerStudies(page: number) {
  return useQuery({
    queryKey: tracerKeys.studies(page),
    queryFn: async () => (await call(ops.list, { query: { page } })).payload,
    placeholderData: keepPreviousData,
  });
}

export function useTracerStudy(id: string) {
  return useQuery({
    queryKey: tracerKeys.study(id),
    queryFn: async () => (await call(ops.read, { params: { id } })).payload,
  });
}

/** The console's figures by group; an institution's are of its own graduates only. */
export function useTracerStats(
  id: string,
  by: (typeof TRACER_GROUPS)[number],
  scope: 'admin' | 'institution',
) {
  const stats = scope === 'admin' ? ops.stats : institutionTracerOperations.stats;
  return useQuery({
    queryKey: tracerKeys.stats(id, by, scope),
    queryFn: async () => (await call(stats, { params: { id }, query: { by } })).payload,
    placeholderData: keepPreviousData,
  });
}
