import { z } from 'zod';
import { pageQuerySchema } from '../api';
import { TICKET_KINDS, TICKET_STATUSES } from '../enums';
import { enumField } from '../fields';
import { USER_TYPES } from '../roles';
import { ADMIN_PAGE_SIZE, LIST_ORDERS } from './common';
import { searchField } from './query-fields';

/* The support desk's list and figures (the tickets themselves: tickets.ts). */

/** Support desk filter on assignment. */
export const TICKET_ASSIGNMENT_FILTERS = ['any', 'unassigned', 'mine', 'others'] as const;

export const adminTicketListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', TICKET_STATUSES).optional(),
  assigned: enumField('assigned', TICKET_ASSIGNMENT_FILTERS).default('any'),
  /** The role of the ticket's creator. */
  role: enumField('role', USER_TYPES).optional(),
  /** Support questions, or reported conversations only. */
  kind: enumField('kind', TICKET_KINDS).optional(),
  q: searchField.optional(),
  order: enumField('order', LIST_ORDERS).default('oldest'),
});
export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;

/** First-response and resolution times on average, over every ticket that has one. */
export const ticketStatsSchema = z.object({
  ongoing: z.number().int(),
  unassigned: z.number().int(),
  closed: z.number().int(),
  responded: z.number().int(),
  average_first_response_seconds: z.number().nullable(),
  average_resolution_seconds: z.number().nullable(),
});
export type TicketStats = z.infer<typeof ticketStatsSchema>;
