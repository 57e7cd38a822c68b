import {
  DATA_RIGHTS_MESSAGES,
  dataExportSchema,
  EXPORT_RATE_LIMIT,
  envelopeSchema,
  erasureReceiptSchema,
  erasureSchema,
  exportParamsSchema,
  exportStartedSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import { contentDisposition } from '../../platform/content-disposition';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { dataRightsPersonalData } from './data-rights.personal-data';
import { retentionSweeps } from './data-rights.retention';
import { createDataRightsService, exportTask, type Holders, requeueSweep } from './data-rights.service';

/*
 * A person's data rights (NDPA 2023 ss. 34-38, issue 25): their archive and the erasure of their account. Every
 * route acts on the caller only (no id of a person travels): an archive id of someone else answers 404.
 */
const ERASURE_FAILURES = {
  kind: 'progressive',
  free: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/** The feature, given every registered feature (whose `personalData` it asks), read when a request or job runs. */
export function createDataRightsFeature(features: Holders): Feature {
  const task = exportTask(features);

  const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
    const rights = createDataRightsService(deps, features, task);
    const tags = ['data rights'];
    const self = { roles: 'any', allowUnverified: true } as const;

    app.post(
      '/v1/me/exports',
      {
        config: { access: self, heavy: true },
        preHandler: app.limit({
          name: 'data-export:account',
          max: EXPORT_RATE_LIMIT.max,
          windowSeconds: EXPORT_RATE_LIMIT.windowSeconds,
          key: (request) => request.auth?.accountId,
        }),
        schema: {
          tags,
          summary:
            'Start an archive of everything the platform holds about you (JSON and CSV in a zip, prepared in the background): {_id}',
          response: { 202: envelopeSchema(exportStartedSchema) },
        },
      },
      async (request, reply) => {
        const started = await rights.start(requireAuth(request));
        return reply.status(202).send(envelope(202, DATA_RIGHTS_MESSAGES.exportStarted, started));
      },
    );

    app.get(
      '/v1/me/exports/latest',
      {
        config: { access: self },
        schema: {
          tags,
          summary: 'Your most recent archive, or null',
          response: { 200: envelopeSchema(dataExportSchema.nullable()) },
        },
      },
      async (request) => ok(DATA_RIGHTS_MESSAGES.exportLoaded, await rights.latest(requireAuth(request))),
    );

    app.get(
      '/v1/me/exports/:id',
      {
        config: { access: self },
        schema: {
          tags,
          summary:
            'One of your archives: its status and, when ready, its download link and when it expires (72 h)',
          params: exportParamsSchema,
          response: { 200: envelopeSchema(dataExportSchema) },
        },
      },
      async (request) =>
        ok(DATA_RIGHTS_MESSAGES.exportLoaded, await rights.read(requireAuth(request), request.params.id)),
    );

    app.get(
      '/v1/me/exports/:id/download',
      {
        config: { access: self, heavy: true },
        schema: {
          tags,
          summary: 'Download your ready archive (zip) with your session; 410 once it has expired',
          params: exportParamsSchema,
        },
      },
      async (request, reply) => {
        const { bytes, readyAt } = await rights.download(requireAuth(request), request.params.id);
        const day = readyAt.toISOString().slice(0, 10);
        return reply
          .headers({
            'content-type': 'application/zip',
            'cache-control': 'private, no-store',
            'content-disposition': contentDisposition('attachment', `my-tvet-data-${day}.zip`),
          })
          .send(bytes);
      },
    );

    const erasureFailures = app.failures({
      name: 'erasure:account',
      key: (request) => request.auth?.accountId,
      ...ERASURE_FAILURES,
    });
    app.post(
      '/v1/me/erasure',
      {
        config: { access: self, heavy: true },
        preHandler: [erasureFailures.preHandler],
        onSend: erasureFailures.onSend,
        schema: {
          tags,
          summary:
            'Delete your account after typing your password again: identity erased, what others need kept without it; answers the receipt',
          body: erasureSchema,
          response: { 200: envelopeSchema(erasureReceiptSchema) },
        },
      },
      async (request) =>
        ok(DATA_RIGHTS_MESSAGES.erased, await rights.erase(requireAuth(request), request.body.password)),
    );
  };

  return {
    name: 'data-rights',
    routes,
    tasks: [task],
    sweeps: [...retentionSweeps, requeueSweep(task)],
    personalData: dataRightsPersonalData,
  };
}
