import type { Paged } from '@tvet/contract';
import { type Envelope, request } from '@/lib/api';

/** The contract's routes read '/v1/...'; the API client adds '/api/v1' itself. */
export const apiPath = (route: string) => route.replace(/^\/v1(?=\/|$)/, '');

/** Path segments from the session or the address are encoded before they go into a route. */
export const segment = (id: string) => encodeURIComponent(id);

type Query = Record<string, string | number | undefined | null>;

function withQuery(route: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return `${apiPath(route)}${text ? `?${text}` : ''}`;
}

/** GET one page of a list. */
export async function getPage<T>(route: string, query: Query, signal?: AbortSignal): Promise<Paged<T>> {
  return (await request<Paged<T>>(withQuery(route, query), { signal })).payload;
}

/** GET one record. */
export async function getOne<T>(route: string, signal?: AbortSignal, query: Query = {}): Promise<T> {
  return (await request<T>(withQuery(route, query), { signal })).payload;
}

/** A change: answers the envelope, so the page can show the server's msg. */
export function send<T>(
  route: string,
  body: unknown = {},
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
): Promise<Envelope<T>> {
  return request<T>(apiPath(route), { method, body: method === 'DELETE' ? undefined : body });
}
