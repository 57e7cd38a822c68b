import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { institutionTracerOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

/* An institution's tracer studies and its graduates whose messages bounced (issue 26). */

export const institutionTracerKeys = {
  studies: (page: number) => ['tracer', 'institution', 'studies', page] as const,
  bounced: (id: string, page: number) => ['tracer', 'institution', 'bounced', id, page] as const,
};

/** The studies covering the institution, with their waves. */
export function useInstitutionStudies(page: number, enabled = true) {
  return useQuery({
    queryKey: institutionTracerKeys.studies(page),
    queryFn: async () => (await call(ops.studies, { query: { page, limit: 100 } })).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Its graduates whose messages bounced, 20 a page. */
export function useBounced(id: string, page: number, enabled = true) {
  return useQuery({
    queryKey: institutionTracerKeys.bounced(id, page),
    queryFn: async () => (await call(ops.bounced, { params: { id }, query: { page } })).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}
