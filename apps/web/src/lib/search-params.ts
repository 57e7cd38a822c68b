import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Read and replace query parameters (filters, tab, page) without React Router's useSearchParams, whose
 * machinery would land in every first load. Changing a parameter replaces the history entry unless `push` is
 * asked for, so Back leaves the page instead of undoing filters one by one.
 */
export function useSearchParamsState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const update = useCallback(
    (changes: Record<string, string | null>, { push = false }: { push?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const text = next.toString();
      navigate({ search: text ? `?${text}` : '' }, { replace: !push });
    },
    [navigate, search],
  );
  return [params, update] as const;
}

/** A page number from the address: a whole number of at least 1, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
