import {
  type Envelope,
  FIELD_LIST_PREFIX,
  readableMessage,
  SERVER_MESSAGES,
  statusWord,
} from '@tvet/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isDatabaseUnavailable } from './errors';

/** How long a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function envelope<T>(statusCode: number, msg: string, payload: T): Envelope<T> {
  return { status: statusWord(statusCode), msg, payload };
}

export const ok = <T>(msg: string, payload: T) => envelope(200, msg, payload);

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** One message per bad field, keyed by the field's path, e.g. `{ email: 'email must be a valid…' }`. */
export function fieldsOf(issues: ValidationIssue[], context?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[]) fields[key] = `${key} is not a known field`;
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    if (!fields[field]) fields[field] = readable(field, issue);
  }
  return fields;
}

function readable(field: string, issue: ValidationIssue): string {
  const message = issue.message ?? 'is not valid';
  // Zod's stock wording ("Invalid input: expected string, received undefined") becomes a sentence that names the field.
  if (message.startsWith('Invalid input: expected') && message.endsWith('received undefined'))
    return `${field} is required`;
  if (message.startsWith('Invalid input') || message.startsWith('Invalid option'))
    return `${field}: ${message}`;
  return message;
}

export function validationMessage(fields: Record<string, string>): string {
  const parts = Object.values(fields);
  return parts.length === 1 ? parts[0] : `${FIELD_LIST_PREFIX}${parts.join('; ')}`;
}

/**
 * A refusal that names fields: its msg names each in words (issue 22 point 15, the contract's readableMessage),
 * while `payload.fields` keeps the API's names and their messages for the forms. Used by REST and socket alike.
 */
export function fieldsRefusal(statusCode: number, message: string, fields: Record<string, string>) {
  return envelope(statusCode, readableMessage(message, fields), { fields });
}

/** Every answer, including failures the framework raises itself, leaves in the `{status, msg, payload}` shape. */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const answer = error.fields
        ? fieldsRefusal(error.statusCode, error.message, error.fields)
        : envelope(error.statusCode, error.message, null);
      return reply.status(error.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation as ValidationIssue[], error.validationContext);
      return reply.status(400).send(fieldsRefusal(400, validationMessage(fields), fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(envelope(500, SERVER_MESSAGES.internalError, null));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(envelope(503, SERVER_MESSAGES.databaseUnavailable, null));
    }
    const known = frameworkError(error);
    if (known) return reply.status(known.status).send(envelope(known.status, known.msg, null));
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(envelope(500, SERVER_MESSAGES.internalError, null));
    }
    return reply.status(status).send(envelope(status, error.message, null));
  });
}

/** Errors the router raises before any route runs (an over-long or malformed address). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const msg = status === 414 ? SERVER_MESSAGES.urlTooLong : SERVER_MESSAGES.badUrl;
  return reply.status(status).send(envelope(status, msg, null));
}

function frameworkError(error: FastifyError): { status: number; msg: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, msg: SERVER_MESSAGES.bodyTooLarge };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, msg: SERVER_MESSAGES.invalidJson };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, msg: SERVER_MESSAGES.unsupportedMediaType };
    default:
      if (error instanceof SyntaxError) return { status: 400, msg: SERVER_MESSAGES.invalidJson };
      return null;
  }
}
