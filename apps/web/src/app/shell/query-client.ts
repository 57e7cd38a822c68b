import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/**
 * One cache for the signed-in session. Users pay for data: no refetch on every focus, and no retry of
 * answers that will not change (4xx); network failures and 5xx get two more tries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500),
    },
    mutations: { retry: false },
  },
});
