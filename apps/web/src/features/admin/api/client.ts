import type { Paged } from '@tvet/contract';
import { type Envelope, request } from '@/lib/api';

/** The contract's routes read '/v1/...'; the API client adds '/api/v1' itself. */
export const apiPath = (route: string) => route.replace(/^\/v1(?=\/|$)/, '');

/** A query object as a query string: empty, undefined and null values left out. */
export function queryString(query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET one page of a console list. */
export async function getPage<T>(
  route: string,
  query: Record<string, string | number | boolean | undefined | null>,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  const answer = await request<Paged<T>>(`${apiPath(route)}${queryString(query)}`, { signal });
  return answer.payload;
}

/** POST (or another verb) to a console action: answers the envelope, so the page can show the server's msg. */
export function act<T>(
  route: string,
  body: unknown = {},
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
): Promise<Envelope<T>> {
  return request<T>(apiPath(route), { method, body: method === 'DELETE' ? undefined : body });
}
