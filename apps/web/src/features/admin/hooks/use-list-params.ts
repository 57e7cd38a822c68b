import { pageFrom, useSearchParamsState } from '@/lib/search-params';

/**
 * A console list's filters and page, kept in the address (a reload or a shared link keeps them). Changing a
 * filter goes back to page 1.
 */
export function useListParams<Name extends string>(defaults: Record<Name, string>) {
  const [params, update] = useSearchParamsState();
  const values = Object.fromEntries(
    Object.entries<string>(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  ) as Record<Name, string>;
  const page = pageFrom(params.get('page'));
  return {
    values,
    page,
    setFilters: (changes: Partial<Record<Name, string>>) =>
      update({ ...(changes as Record<string, string>), page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  };
}
