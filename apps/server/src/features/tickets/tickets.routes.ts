import {
  adminIdParamsSchema,
  adminTicketListQuerySchema,
  createTicketSchema,
  envelopeSchema,
  pagedSchema,
  postTicketMessageSchema,
  TICKET_MESSAGES,
  ticketCountsQuerySchema,
  ticketCountsSchema,
  ticketListQuerySchema,
  ticketMessageSchema,
  ticketMessagesQuerySchema,
  ticketParamsSchema,
  ticketSchema,
  ticketStatsSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { ticketsPersonalData } from './tickets.personal-data';
import { ticketsPolicies } from './tickets.policy';
import { createTicketsService } from './tickets.service';

/*
 * Support tickets (spec 001 §2 'Tickets', §3, §4, §7) for every role, and the administrators' support desk.
 * Each route is its path, who may call it (roles and owner rule, checked before the handler), its contract
 * schemas, and one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const realtime = app.hasDecorator('realtime') ? app.realtime : undefined;
  const tickets = createTicketsService(deps, { notifier: realtime });
  const tags = ['tickets'];

  app.get(
    '/v1/tickets',
    {
      config: { access: { roles: 'any', owner: { self: 'query.created_by' } } },
      schema: {
        tags,
        summary:
          'Your tickets, newest activity first, 20 a page (?created_by={your id}&status=ongoing|closed)',
        querystring: ticketListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(ticketSchema)) },
      },
    },
    async (request) => ok(TICKET_MESSAGES.loaded, await tickets.list(requireAuth(request), request.query)),
  );

  app.get(
    '/v1/tickets/counts',
    {
      config: { access: { roles: 'any', owner: { self: 'query.created_by' } } },
      schema: {
        tags,
        summary: 'How many of your tickets are in each tab (all, in progress, closed)',
        querystring: ticketCountsQuerySchema,
        response: { 200: envelopeSchema(ticketCountsSchema) },
      },
    },
    async (request) => ok(TICKET_MESSAGES.countsLoaded, await tickets.counts(requireAuth(request))),
  );

  app.post(
    '/v1/tickets',
    {
      config: { access: { roles: 'any', owner: { self: 'body.created_by' } } },
      schema: {
        tags,
        summary: 'Open a ticket with a title and a first message',
        body: createTicketSchema,
        response: { 201: envelopeSchema(ticketSchema) },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, TICKET_MESSAGES.created, ticket));
    },
  );

  app.get(
    '/v1/tickets/:id',
    {
      config: { access: { roles: 'any', owner: 'ticketMember' } },
      schema: {
        tags,
        summary: 'One ticket, with its replying admin (its creator and administrators only)',
        params: ticketParamsSchema,
        response: { 200: envelopeSchema(ticketSchema) },
      },
    },
    async (request) => ok(TICKET_MESSAGES.loadedOne, await tickets.read(request.params.id)),
  );

  app.get(
    '/v1/tickets/:id/messages',
    {
      config: { access: { roles: 'any', owner: 'ticketMember' } },
      schema: {
        tags,
        summary: "A ticket's conversation, oldest first (its creator and administrators only)",
        params: ticketParamsSchema,
        querystring: ticketMessagesQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(ticketMessageSchema)) },
      },
    },
    async (request) =>
      ok(TICKET_MESSAGES.messagesLoaded, await tickets.messages(request.params.id, request.query)),
  );

  app.post(
    '/v1/tickets/:id/messages',
    {
      config: { access: { roles: 'any', owner: 'ticketMember' } },
      schema: {
        tags,
        summary:
          'Reply (text URL-encoded, stored plain); your reply reopens your closed ticket; an admin reply takes an unassigned ticket',
        params: ticketParamsSchema,
        body: postTicketMessageSchema,
        response: { 201: envelopeSchema(ticketMessageSchema) },
      },
    },
    async (request, reply) => {
      const message = await tickets.reply(requireAuth(request), request.params.id, request.body.text);
      return reply.status(201).send(envelope(201, TICKET_MESSAGES.messageSent, message));
    },
  );

  // ---- the support desk (administrators)

  const desk = { roles: ['admin'] } as const;
  const deskTags = ['admin: support desk'];

  app.get(
    '/v1/admin/tickets',
    {
      config: { access: desk },
      schema: {
        tags: deskTags,
        summary:
          'Every ticket; filters status, assigned (any|unassigned|mine|others), role, kind (support|report), q (title); oldest first by default',
        querystring: adminTicketListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(ticketSchema)) },
      },
    },
    async (request) => ok(TICKET_MESSAGES.loaded, await tickets.desk(requireAuth(request), request.query)),
  );

  app.get(
    '/v1/admin/tickets/stats',
    {
      config: { access: desk },
      schema: {
        tags: deskTags,
        summary: 'Ticket counts and average first-response and resolution times',
        response: { 200: envelopeSchema(ticketStatsSchema) },
      },
    },
    async () => ok(TICKET_MESSAGES.loaded, await tickets.stats()),
  );

  for (const [verb, message] of [
    ['assign', TICKET_MESSAGES.assigned],
    ['close', TICKET_MESSAGES.closed],
    ['reopen', TICKET_MESSAGES.reopened],
  ] as const) {
    app.post(
      `/v1/admin/tickets/:id/${verb}`,
      {
        config: { access: desk },
        schema: {
          tags: deskTags,
          summary: {
            assign: 'Take the ticket yourself',
            close: 'Close the ticket',
            reopen: 'Reopen the ticket',
          }[verb],
          params: adminIdParamsSchema,
          response: { 200: envelopeSchema(ticketSchema) },
        },
      },
      async (request) => ok(message, await tickets[verb](requireAuth(request), request.params.id)),
    );
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
