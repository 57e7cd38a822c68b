import { envelopeSchema, type OperationSpec } from '@tvet/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation the route was registered from (route() below); the docs test reads it. */
    operation?: OperationSpec;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the operation's schemas validated it. */
export type OperationRequest<O extends OperationSpec> = FastifyRequest<{
  Params: Out<O['params']>;
  Querystring: Out<O['query']>;
  Body: Out<O['body']>;
}>;

export interface RouteOptions<O extends OperationSpec> {
  /** Who may call it and whose records it touches (platform/access.ts), beside the operation it serves. */
  access: Access;
  /** Rate limits and other checks that run before the handler. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Runs on the answer before it is sent (a failure counter's `onSend`, platform/rate-limit.ts). */
  onSend?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  /** Other route config (`heavy`, `rateLimit`…), merged beside `access`. */
  config?: Omit<FastifyContextConfig, 'access' | 'operation'>;
  bodyLimit?: number;
  /** `uncheckedOutput.serializerCompiler` where the answer is built field by field and tests parse it. */
  serializerCompiler?: FastifySerializerCompiler<FastifySchema>;
  /** Other answers the route documents (status -> the whole answer's schema), beside the operation's own. */
  responses?: Record<number, z.ZodType>;
  /** Headers the route reads (OpenAPI). */
  headers?: z.ZodType;
  /** One service call: returns the envelope, or sends through `reply`. */
  handler: (request: OperationRequest<O>, reply: FastifyReply) => unknown;
}

/**
 * Registers the route an operation describes: its method and path, its schemas (validation and OpenAPI), the
 * access declaration the route states beside it, and its one service call (decision 0033).
 */
export function route<O extends OperationSpec>(app: FastifyInstance, op: O, options: RouteOptions<O>): void {
  const response: Record<number, z.ZodType> = {};
  if (op.response) response[op.status ?? 200] = envelopeSchema(op.response);
  Object.assign(response, options.responses);
  app.route({
    method: op.method,
    url: op.path,
    config: { ...options.config, access: options.access, operation: op },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.onSend ? { onSend: options.onSend as never } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    schema: {
      tags: [...op.tags],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.hide ? { hide: true } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(Object.keys(response).length ? { response } : {}),
    },
    handler: options.handler as never,
  });
}
