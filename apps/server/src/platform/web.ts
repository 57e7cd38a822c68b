import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope';

/**
 * Serves the built web app beside the API. Hashed assets are cached for a year; index.html is always revalidated
 * so a deploy reaches phones at once. Unknown API paths answer the envelope; other paths get the app (its router
 * shows the 404 page).
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `/` is a directory to the static handler, which (index: false) answers 403 unless a precompressed copy
    // matches the request's Accept-Encoding: curl and load-balancer checks send none. The app's page instead,
    // compressed when the client accepts it and plain otherwise.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a 404, not the app: the browser must not run HTML as a script.
    const isFile = url.startsWith('/api') || url.startsWith('/socket.io') || url.startsWith('/assets/');
    if (hasWeb && wantsPage && !isFile) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(envelope(404, SERVER_MESSAGES.routeNotFound(request.method, url), null));
  });
}
