import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Read and replace query parameters (filters, tab, page) without React Router's useSearchParams, whose
 * machinery would land in every first load. Changing a parameter replaces the history entry unless `push` is
 * asked for, so Back leaves the page instead of undoing filters one by one.
 *
 * The router renders a new address in a transition, so on a slow phone a radio or select bound to the address
 * would snap back to its old value until the page has re-rendered. The address asked for is shown at once and
 * gives way as soon as the router's address moves on (to it, or anywhere else by Back).
 */
export function useSearchParamsState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const current = asked?.from === search ? asked.to : search;
  const params = new URLSearchParams(current);
  const update = useCallback(
    (changes: Record<string, string | null>, { push = false }: { push?: boolean } = {}) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const text = next.toString();
      const to = text ? `?${text}` : '';
      setAsked({ from: search, to });
      navigate({ search: to }, { replace: !push });
    },
    [navigate, search, current],
  );
  return [params, update] as const;
}

/** A page number from the address: a whole number of at least 1, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
