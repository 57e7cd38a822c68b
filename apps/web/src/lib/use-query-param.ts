import { useLocation } from 'react-router';

/**
 * One query-string value. Used instead of React Router's useSearchParams, which would add its
 * search-params machinery to the first load of every page.
 */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}
