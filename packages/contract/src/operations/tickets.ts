import { adminIdParamsSchema } from '../admin/common';
import { adminTicketListQuerySchema, ticketStatsSchema } from '../admin/desk';
import { pagedSchema } from '../api';
import { defineOperation } from '../operation';
import {
  createTicketSchema,
  postTicketMessageSchema,
  ticketCountsQuerySchema,
  ticketCountsSchema,
  ticketListQuerySchema,
  ticketMessageSchema,
  ticketMessagesQuerySchema,
  ticketParamsSchema,
  ticketSchema,
} from '../tickets';

const tags = ['tickets'] as const;
const deskTags = ['admin: support desk'] as const;

/** POST /v1/admin/tickets/:id/{assign|close|reopen}: answers the ticket as it now stands. */
const deskAction = <V extends 'assign' | 'close' | 'reopen'>(verb: V, summary: string) =>
  defineOperation({
    method: 'POST',
    path: `/v1/admin/tickets/:id/${verb}` as `/v1/admin/tickets/:id/${V}`,
    tags: deskTags,
    summary,
    params: adminIdParamsSchema,
    response: ticketSchema,
  });

/** Support tickets (spec 001 §2 'Tickets', §3, §4, §7) for every role, and the administrators' support desk. */
export const ticketOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/tickets',
    tags,
    summary: 'Your tickets, newest activity first, 20 a page (?created_by={your id}&status=ongoing|closed)',
    query: ticketListQuerySchema,
    response: pagedSchema(ticketSchema),
  }),
  counts: defineOperation({
    method: 'GET',
    path: '/v1/tickets/counts',
    tags,
    summary: 'How many of your tickets are in each tab (all, in progress, closed)',
    query: ticketCountsQuerySchema,
    response: ticketCountsSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/v1/tickets',
    tags,
    summary: 'Open a ticket with a title and a first message',
    body: createTicketSchema,
    response: ticketSchema,
    status: 201,
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/tickets/:id',
    tags,
    summary: 'One ticket, with its replying admin (its creator and administrators only)',
    params: ticketParamsSchema,
    response: ticketSchema,
  }),
  messages: defineOperation({
    method: 'GET',
    path: '/v1/tickets/:id/messages',
    tags,
    summary: "A ticket's conversation, oldest first (its creator and administrators only)",
    params: ticketParamsSchema,
    query: ticketMessagesQuerySchema,
    response: pagedSchema(ticketMessageSchema),
  }),
  reply: defineOperation({
    method: 'POST',
    path: '/v1/tickets/:id/messages',
    tags,
    summary:
      'Reply (text URL-encoded, stored plain); your reply reopens your closed ticket; an admin reply takes an unassigned ticket',
    params: ticketParamsSchema,
    body: postTicketMessageSchema,
    response: ticketMessageSchema,
    status: 201,
  }),
  desk: defineOperation({
    method: 'GET',
    path: '/v1/admin/tickets',
    tags: deskTags,
    summary:
      'Every ticket; filters status, assigned (any|unassigned|mine|others), role, kind (support|report), q (title); oldest first by default',
    query: adminTicketListQuerySchema,
    response: pagedSchema(ticketSchema),
  }),
  stats: defineOperation({
    method: 'GET',
    path: '/v1/admin/tickets/stats',
    tags: deskTags,
    summary: 'Ticket counts and average first-response and resolution times',
    response: ticketStatsSchema,
  }),
  assign: deskAction('assign', 'Take the ticket yourself'),
  close: deskAction('close', 'Close the ticket'),
  reopen: deskAction('reopen', 'Reopen the ticket'),
};
