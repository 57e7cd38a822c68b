import type { IncomingMessage } from 'node:http';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idSchema,
  pagedSchema,
  ROLL_FILE_NAME_HEADER,
  ROLL_MAX_BYTES,
  ROLL_MESSAGES,
  rollCommitSchema,
  rollEntrySchema,
  rollImportMappingChangeSchema,
  rollImportSchema,
  rollInvitationResultSchema,
  rollInvitationSchema,
  rollListQuerySchema,
} from '@tvet/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import { csvDownloadHeaders } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { createRollCheckPool } from './institutions.roll.pool';
import { createRollService } from './institutions.roll.service';

const tags = ['graduation roll'];
const institutionParams = z.object({ userId: idSchema });
const importParams = z.object({ userId: idSchema, importId: idSchema });

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

  app.get(
    '/v1/institutions/:userId/roll',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'self' } },
      schema: {
        tags,
        summary:
          'The graduation roll, by name (filters: name or matric, programme, year, claim state, invited)',
        params: institutionParams,
        querystring: rollListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(rollEntrySchema)) },
      },
    },
    async (request) =>
      ok(ROLL_MESSAGES.loaded, await roll.list(requireAuth(request), request.params.userId, request.query)),
  );

  app.post(
    '/v1/institutions/:userId/roll/imports',
    {
      config: { access: { roles: ['institution'], owner: 'self' }, heavy: true },
      bodyLimit: ROLL_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Upload a roll file (CSV or .xlsx, the raw file as the body, its name in x-file-name): every row checked, nothing stored',
        params: institutionParams,
        response: { 200: envelopeSchema(rollImportSchema), 422: envelopeSchema(rollImportSchema) },
      },
    },
    async (request, reply) => {
      const { code, answer } = await roll.preview(requireAuth(request), request.body, fileNameOf(request));
      return reply.status(code).send(answer);
    },
  );

  app.get(
    '/v1/institutions/:userId/roll/imports/:importId',
    {
      config: { access: { roles: ['institution'], owner: 'institutionRollImport' } },
      schema: {
        tags,
        summary: 'A roll upload again: its preview, or what its commit stored',
        params: importParams,
        response: { 200: envelopeSchema(rollImportSchema) },
      },
    },
    async (request) => ok(ROLL_MESSAGES.importLoaded, await roll.readImport(request.params.importId)),
  );

  app.patch(
    '/v1/institutions/:userId/roll/imports/:importId',
    {
      config: { access: { roles: ['institution'], owner: 'institutionRollImport' } },
      schema: {
        tags,
        summary:
          "Change a preview's column matches (field or null to ignore) or programme matches; every row is checked again",
        params: importParams,
        body: rollImportMappingChangeSchema,
        response: {
          200: envelopeSchema(rollImportSchema),
          422: envelopeSchema(rollImportSchema),
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { code, answer } = await roll.changeMapping(
        requireAuth(request),
        request.params.importId,
        request.body,
      );
      return reply.status(code).send(answer);
    },
  );

  app.get(
    '/v1/institutions/:userId/roll/imports/:importId/faults',
    {
      config: { access: { roles: ['institution'], owner: 'institutionRollImport' }, heavy: true },
      schema: {
        tags,
        summary:
          "The faulty rows of a preview as a CSV (the file's columns and a column saying what is wrong), to fix and upload again",
        params: importParams,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await roll.faultyRows(requireAuth(request), request.params.importId);
      return reply.headers(csvDownloadHeaders(fileName)).send(bytes);
    },
  );

  app.post(
    '/v1/institutions/:userId/roll/imports/:importId/commit',
    {
      config: { access: { roles: ['institution'], owner: 'institutionRollImport' }, heavy: true },
      schema: {
        tags,
        summary:
          'Store a previewed roll file: every row in one transaction, or none (422 with the row errors); skip_invalid: true stores the valid rows and leaves the faulty ones out',
        params: importParams,
        body: rollCommitSchema,
        response: {
          200: envelopeSchema(rollImportSchema),
          422: envelopeSchema(rollImportSchema),
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { code, answer } = await roll.commit(
        requireAuth(request),
        request.params.importId,
        request.body?.skip_invalid ?? false,
      );
      return reply.status(code).send(answer);
    },
  );

  app.post(
    '/v1/institutions/:userId/roll/invitations',
    {
      config: { access: { roles: ['institution'], owner: 'self' }, heavy: true },
      schema: {
        tags,
        summary:
          'E-mail roll graduates without an account a sign-up link (ids, or all not yet invited, 200 a call); resend: true sends again',
        params: institutionParams,
        body: rollInvitationSchema,
        response: { 200: envelopeSchema(rollInvitationResultSchema) },
      },
    },
    async (request) => {
      const result = await roll.invite(requireAuth(request), request.body);
      return ok(ROLL_MESSAGES.invitationsSent(result.sent), result);
    },
  );
};
