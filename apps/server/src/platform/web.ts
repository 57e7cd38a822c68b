import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope';

/** A path whose last segment has an extension (`/robots.txt`, `/wp-login.php`): a file, never an app page. */
const LOOKS_LIKE_A_FILE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * The app's route patterns (`/surveys/:id`) as one test, from the build's `app-routes.json`
 * (apps/web/build/route-list.ts). Null when the build has none (an older build): every page path is then the app's.
 */
function appRouteTest(webDist: string): ((url: string) => boolean) | null {
  const file = path.join(webDist, 'app-routes.json');
  if (!existsSync(file)) return null;
  const patterns = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sources = patterns.map((pattern) =>
    pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : literal(part)))
      .join('/'),
  );
  const routes = new RegExp(`^(?:${sources.join('|')})/?$`);
  return (url) => routes.test(url);
}

/**
 * Serves the built web app beside the API. Hashed assets are cached for a year; index.html is always revalidated
 * so a deploy reaches phones at once. Unknown API paths answer the envelope. The app's routes get the app; any
 * other page path gets it too with status 404 (its router shows the 404 page, crawlers see a 404); a path that
 * looks like a file and is not in the build is a plain 404 (issue 23: `/robots.txt` answered the app's HTML).
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  const isAppRoute = hasWeb ? appRouteTest(webDist) : null;
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
    const isApi = url.startsWith('/api') || url.startsWith('/socket.io') || url.startsWith('/assets/');
    if (hasWeb && wantsPage && !isApi) {
      // An app route may end in what looks like an extension (an invitation token with dots), so it is asked first.
      const known = isAppRoute === null ? !LOOKS_LIKE_A_FILE.test(url) : isAppRoute(url);
      if (known || !LOOKS_LIKE_A_FILE.test(url)) {
        return reply
          .status(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html')
          .sendFile('index.html');
      }
    }
    return reply.status(404).send(envelope(404, SERVER_MESSAGES.routeNotFound(request.method, url), null));
  });
}
