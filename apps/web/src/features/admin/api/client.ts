import type { OperationResponse, OperationSpec, PathParams } from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { call } from '@/lib/call';

/** A console list's filters as the address bar holds them (the server checks each against the operation). */
export type ListQuery = Record<string, string | number | boolean | undefined | null>;

/** GET one page of a console list: empty, undefined and null filters left out. */
export async function getPage<O extends OperationSpec>(
  op: O,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<OperationResponse<O>> {
  const answer = await call(op, { query, signal } as never);
  return answer.payload;
}

/** A console action on one record: answers the envelope, so the page can show the server's msg. */
export function act<O extends OperationSpec>(
  op: O,
  params: PathParams<O>,
  body: unknown = {},
): Promise<Envelope<OperationResponse<O>>> {
  return call(op, { params, body: op.method === 'DELETE' ? undefined : body } as never);
}
