import type { z } from 'zod';

/**
 * One HTTP operation, written once (decision 0033): its method, its path under `/api` with `:params`, the Zod
 * schemas of what it takes and the payload its envelope answers. The server registers its route from it
 * (apps/server/src/platform/operation-route.ts, with the access declaration beside it) and the web calls it
 * through one client (`call(op, { params, query, body })` in apps/web/src/lib/call.ts), typed by `response`.
 */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under `/api`: `/v1/tickets/:id/messages`; `/health` is the one path outside `/v1`. */
  path: string;
  /** OpenAPI: what it does, in a line; the roles and owner rule are added from the route's access. */
  summary: string;
  tags: readonly string[];
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's payload on success; absent when the answer is not JSON (a CSV, a file). */
  response?: z.ZodType;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202;
  /** Left out of the OpenAPI document (routes that only answer a refusal). */
  hide?: boolean;
}

export type Operation = OperationSpec;

/** Names the operation's fields so a typo fails to compile, and keeps its literal path and schemas as types. */
export function defineOperation<const O extends OperationSpec>(operation: O): O {
  return operation;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill an operation's `:params`. */
export type PathParams<O extends OperationSpec> = { [K in ParamNames<O['path']>]: string | number };

/** What the web sends (the schemas' input: defaults may be left out). */
export type OperationQuery<O extends OperationSpec> = O['query'] extends z.ZodType
  ? Partial<z.input<O['query']>>
  : never;
export type OperationBody<O extends OperationSpec> = O['body'] extends z.ZodType ? z.input<O['body']> : never;
/** The envelope's payload the operation answers with. */
export type OperationResponse<O extends OperationSpec> = O['response'] extends z.ZodType
  ? z.output<O['response']>
  : unknown;

/** The path with each `:param` filled in (URL-encoded): `fillPath(getTicket, { id })` -> `/v1/tickets/3f…`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
