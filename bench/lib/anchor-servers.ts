/**
 * The raw-pg anchor handlers (anchor.ts) behind the two frameworks a team would most likely pick: a minimal
 * Fastify (no plugins, its own JSON body parser) and a minimal Express 5 (express.json(), defaults otherwise: ETag
 * on, as an Express app ships). Same paths as the app, so the load generator sends the same requests.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import Fastify from 'fastify';
import type { Anchor, AnchorAnswer } from './anchor';

export interface Listening {
  port: number;
  close(): Promise<void>;
}

const unauthorized: AnchorAnswer = {
  status: 401,
  body: { status: 'Error', msg: 'Unauthorized', payload: null },
};

export async function fastifyAnchor(anchor: Anchor): Promise<Listening> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const answer = async (
    header: string | undefined,
    run: (claims: NonNullable<ReturnType<Anchor['claimsOf']>>) => Promise<AnchorAnswer>,
  ) => {
    const claims = anchor.claimsOf(header);
    return claims && (await anchor.live(claims)) ? run(claims) : unauthorized;
  };
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/api/v1/graduates/:id/jobfeed',
    async (request, reply) => {
      const out = await answer(request.headers.authorization, (claims) =>
        anchor.feed(request.params.id, request.query, claims),
      );
      return reply.status(out.status).send(out.body);
    },
  );
  app.post<{ Params: { surveyId: string; sectionId: string }; Body: { responses?: never[] } }>(
    '/api/v1/surveys/:surveyId/sections/:sectionId/submit',
    async (request, reply) => {
      const out = await answer(request.headers.authorization, (claims) =>
        anchor.submit(request.params.surveyId, request.params.sectionId, request.body, claims),
      );
      return reply.status(out.status).send(out.body);
    },
  );
  app.get<{ Params: { list: string } }>('/anchor/replay/:list', async (request, reply) => {
    const out = await answer(request.headers.authorization, (claims) =>
      anchor.replay(request.params.list, claims),
    );
    return reply.status(out.status).send(out.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}

export async function expressAnchor(anchor: Anchor): Promise<Listening> {
  const app = express();
  app.use(express.json());
  const handle =
    (
      run: (
        request: express.Request,
        claims: NonNullable<ReturnType<Anchor['claimsOf']>>,
      ) => Promise<AnchorAnswer>,
    ) =>
    async (request: express.Request, response: express.Response) => {
      const claims = anchor.claimsOf(request.headers.authorization);
      const out = claims && (await anchor.live(claims)) ? await run(request, claims) : unauthorized;
      response.status(out.status).json(out.body);
    };
  app.get(
    '/api/v1/graduates/:id/jobfeed',
    handle((request, claims) =>
      anchor.feed(request.params.id as string, request.query as Record<string, string>, claims),
    ),
  );
  app.post(
    '/api/v1/surveys/:surveyId/sections/:sectionId/submit',
    handle((request, claims) =>
      anchor.submit(
        request.params.surveyId as string,
        request.params.sectionId as string,
        request.body,
        claims,
      ),
    ),
  );
  app.get(
    '/anchor/replay/:list',
    handle((request, claims) => anchor.replay(request.params.list as string, claims)),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections from the load generator would hold close() open.
        server.closeAllConnections();
      }),
  };
}
