import type { IncomingMessage } from 'node:http';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  rollOperations as ops,
  ROLL_FILE_NAME_HEADER,
  ROLL_MAX_BYTES,
  ROLL_MESSAGES,
  rollImportSchema,
} from '@tvet/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import { csvDownloadHeaders } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/operation-route';
import { createRollCheckPool } from './institutions.roll.pool';
import { createRollService } from './institutions.roll.service';

/** The uploaded file, read up to ROLL_MAX_BYTES (a larger one is refused with a sentence about the file). */
async function readFile(payload: IncomingMessage): Promise<Buffer> {
  const declared = Number(payload.headers['content-length']);
  if (declared > ROLL_MAX_BYTES) throw new AppError(413, ROLL_MESSAGES.fileTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > ROLL_MAX_BYTES) throw new AppError(413, ROLL_MESSAGES.fileTooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The name a person gave the file (header `x-file-name`, URL-encoded), without any folder part. */
function fileNameOf(request: FastifyRequest): string {
  const header = request.headers[ROLL_FILE_NAME_HEADER];
  let name = typeof header === 'string' ? header : '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // kept as sent
  }
  name = name.split(/[\\/]/).pop()?.trim().slice(0, 200) ?? '';
  return name || 'graduation-roll';
}

export const rollRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const checks = createRollCheckPool();
  app.addHook('onClose', () => checks.close());
  const roll = createRollService(deps, checks);

  // The upload is the file itself, whatever type the browser declares (its bytes decide); JSON stays JSON.
  app.addContentTypeParser('*', (_request, payload, done) => {
    readFile(payload).then(
      (bytes) => done(null, bytes),
      (error) => done(error as Error, undefined),
    );
  });

  route(app, ops.list, {
    access: { roles: ['institution', 'admin'], owner: 'self' },
    handler: async (request) =>
      ok(ROLL_MESSAGES.loaded, await roll.list(requireAuth(request), request.params.userId, request.query)),
  });

  route(app, ops.upload, {
    access: { roles: ['institution'], owner: 'self' },
    config: { heavy: true },
    bodyLimit: ROLL_MAX_BYTES,
    responses: { 422: envelopeSchema(rollImportSchema) },
    handler: async (request, reply) => {
      const { code, answer } = await roll.preview(requireAuth(request), request.body, fileNameOf(request));
      return reply.status(code).send(answer);
    },
  });

  route(app, ops.readImport, {
    access: { roles: ['institution'], owner: 'institutionRollImport' },
    handler: async (request) =>
      ok(ROLL_MESSAGES.importLoaded, await roll.readImport(request.params.importId)),
  });

  route(app, ops.changeMapping, {
    access: { roles: ['institution'], owner: 'institutionRollImport' },
    responses: { 422: envelopeSchema(rollImportSchema), 409: errorEnvelopeSchema },
    handler: async (request, reply) => {
      const { code, answer } = await roll.changeMapping(
        requireAuth(request),
        request.params.importId,
        request.body,
      );
      return reply.status(code).send(answer);
    },
  });

  route(app, ops.faults, {
    access: { roles: ['institution'], owner: 'institutionRollImport' },
    config: { heavy: true },
    handler: async (request, reply) => {
      const { fileName, bytes } = await roll.faultyRows(requireAuth(request), request.params.importId);
      return reply.headers(csvDownloadHeaders(fileName)).send(bytes);
    },
  });

  route(app, ops.commit, {
    access: { roles: ['institution'], owner: 'institutionRollImport' },
    config: { heavy: true },
    responses: { 422: envelopeSchema(rollImportSchema), 409: errorEnvelopeSchema },
    handler: async (request, reply) => {
      const { code, answer } = await roll.commit(
        requireAuth(request),
        request.params.importId,
        request.body?.skip_invalid ?? false,
      );
      return reply.status(code).send(answer);
    },
  });

  route(app, ops.invite, {
    access: { roles: ['institution'], owner: 'self' },
    config: { heavy: true },
    handler: async (request) => {
      const result = await roll.invite(requireAuth(request), request.body);
      return ok(ROLL_MESSAGES.invitationsSent(result.sent), result);
    },
  });
};
