import { ticketOperations as ops, TICKET_MESSAGES } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { ticketsPersonalData } from './tickets.personal-data';
import { ticketsPolicies } from './tickets.policy';
import { createTicketsService } from './tickets.service';

/*
 * Support tickets (spec 001 §2 'Tickets', §3, §4, §7) for every role, and the administrators' support desk.
 * Each route is its contract operation (path and schemas), who may call it (roles and owner rule, checked
 * before the handler), and one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const realtime = app.hasDecorator('realtime') ? app.realtime : undefined;
  const tickets = createTicketsService(deps, { notifier: realtime });
  route(app, ops.list, {
    access: { roles: 'any', owner: { self: 'query.created_by' } },
    handler: async (request) =>
      ok(TICKET_MESSAGES.loaded, await tickets.list(requireAuth(request), request.query)),
  });

  route(app, ops.counts, {
    access: { roles: 'any', owner: { self: 'query.created_by' } },
    handler: async (request) => ok(TICKET_MESSAGES.countsLoaded, await tickets.counts(requireAuth(request))),
  });

  route(app, ops.create, {
    access: { roles: 'any', owner: { self: 'body.created_by' } },
    handler: async (request, reply) => {
      const ticket = await tickets.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, TICKET_MESSAGES.created, ticket));
    },
  });

  route(app, ops.read, {
    access: { roles: 'any', owner: 'ticketMember' },
    handler: async (request) => ok(TICKET_MESSAGES.loadedOne, await tickets.read(request.params.id)),
  });

  route(app, ops.messages, {
    access: { roles: 'any', owner: 'ticketMember' },
    handler: async (request) =>
      ok(TICKET_MESSAGES.messagesLoaded, await tickets.messages(request.params.id, request.query)),
  });

  route(app, ops.reply, {
    access: { roles: 'any', owner: 'ticketMember' },
    handler: async (request, reply) => {
      const message = await tickets.reply(requireAuth(request), request.params.id, request.body.text);
      return reply.status(201).send(envelope(201, TICKET_MESSAGES.messageSent, message));
    },
  });

  // ---- the support desk (administrators)

  const desk = { roles: ['admin'] } as const;

  route(app, ops.desk, {
    access: desk,
    handler: async (request) =>
      ok(TICKET_MESSAGES.loaded, await tickets.desk(requireAuth(request), request.query)),
  });

  route(app, ops.stats, {
    access: desk,
    handler: async () => ok(TICKET_MESSAGES.loaded, await tickets.stats()),
  });

  for (const [verb, message] of [
    ['assign', TICKET_MESSAGES.assigned],
    ['close', TICKET_MESSAGES.closed],
    ['reopen', TICKET_MESSAGES.reopened],
  ] as const) {
    route(app, ops[verb], {
      access: desk,
      handler: async (request) => ok(message, await tickets[verb](requireAuth(request), request.params.id)),
    });
  }
};

export const ticketsFeature: Feature = {
  name: 'tickets',
  routes,
  policies: ticketsPolicies,
  personalData: ticketsPersonalData,
  // A conversation report (messaging) becomes the reporter's ticket, in the report's own transaction.
  listeners: (deps) => ({
    'conversation.reported': (tx, event) => createTicketsService(deps).openReport(tx, event),
  }),
};
