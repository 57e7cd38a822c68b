import { DATA_RIGHTS_MESSAGES, EXPORT_RATE_LIMIT, dataRightsOperations as ops } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import { contentDisposition } from '../../platform/content-disposition';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
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
    const self = { roles: 'any', allowUnverified: true } as const;

    route(app, ops.startExport, {
      access: self,
      config: { heavy: true },
      preHandler: app.limit({
        name: 'data-export:account',
        max: EXPORT_RATE_LIMIT.max,
        windowSeconds: EXPORT_RATE_LIMIT.windowSeconds,
        key: (request) => request.auth?.accountId,
      }),
      handler: async (request, reply) => {
        const started = await rights.start(requireAuth(request));
        return reply.status(202).send(envelope(202, DATA_RIGHTS_MESSAGES.exportStarted, started));
      },
    });

    route(app, ops.latestExport, {
      access: self,
      handler: async (request) =>
        ok(DATA_RIGHTS_MESSAGES.exportLoaded, await rights.latest(requireAuth(request))),
    });

    route(app, ops.readExport, {
      access: self,
      handler: async (request) =>
        ok(DATA_RIGHTS_MESSAGES.exportLoaded, await rights.read(requireAuth(request), request.params.id)),
    });

    route(app, ops.downloadExport, {
      access: self,
      config: { heavy: true },
      handler: async (request, reply) => {
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
    });

    const erasureFailures = app.failures({
      name: 'erasure:account',
      key: (request) => request.auth?.accountId,
      ...ERASURE_FAILURES,
    });
    route(app, ops.erase, {
      access: self,
      config: { heavy: true },
      preHandler: [erasureFailures.preHandler],
      onSend: erasureFailures.onSend,
      handler: async (request) =>
        ok(DATA_RIGHTS_MESSAGES.erased, await rights.erase(requireAuth(request), request.body.password)),
    });
  };

  return {
    name: 'data-rights',
    routes,
    tasks: [task],
    sweeps: [...retentionSweeps, requeueSweep(task)],
    personalData: dataRightsPersonalData,
  };
}
