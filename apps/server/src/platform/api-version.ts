import { API_VERSION, API_VERSION_HEADER, APP_OUTDATED_MESSAGE, APP_OUTDATED_STATUS } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope';

/**
 * The web app and the API agree on a version (issue 30, contract api-version.ts). Every answer carries the
 * server's; an /api call that states another version is refused before any work (426, a sentence telling the
 * person to reload), so a bundle a phone kept from before a deploy cannot send what the new API would misread.
 * Calls that state none (other clients, curl, the API docs) are served as before.
 */
export function registerApiVersion(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    if (!request.url.startsWith('/api/')) return;
    const stated = request.headers[API_VERSION_HEADER];
    if (stated === undefined || stated === API_VERSION) return;
    return reply.status(APP_OUTDATED_STATUS).send(envelope(APP_OUTDATED_STATUS, APP_OUTDATED_MESSAGE, null));
  });
}
