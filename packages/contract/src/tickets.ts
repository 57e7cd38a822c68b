import { z } from 'zod';
import { idSchema, pageQuerySchema } from './api';
import { TICKET_KINDS, TICKET_STATUSES } from './enums';
import { enumField, requiredText } from './fields';
import { MAX_PAGE_SIZE, TICKETS_PAGE_SIZE } from './limits';
import { MESSAGES, SERVER_MESSAGES } from './messages';
import { fileSchema } from './profiles';
import { USER_TYPES } from './roles';

/*
 * Support tickets (spec 001 §2 'Tickets', §3 Ticket and Ticket message, §4 Ticket, §5, §7, §8, §9), for every
 * role; administrators answer them from the support desk (admin/desk.ts).
 *
 * Wire rules:
 * - Only the ticket's creator and administrators read or write a ticket; anyone else gets the 404 of a missing
 *   ticket (TICKET_MESSAGES.notFound), so a ticket's existence is never revealed.
 * - `created_by` in a query or body must name the caller (account id or role-profile id; 403 otherwise). The
 *   server takes the author from the token; the field only exists because the spec's client sends it.
 * - A message's `text` travels URL-encoded (encodeURIComponent, spec 001 §3): the server decodes it once and
 *   stores and answers plain text. Text that is not valid URL-encoding is refused (400 naming `text`).
 *   The ticket's first message (`message` of POST /v1/tickets) is plain text.
 * - status is 'ongoing' (in progress) or 'closed'. Administrators close and reopen; a reply by the ticket's
 *   creator to a closed ticket reopens it. An administrator reopens a closed ticket before replying (409
 *   TICKET_MESSAGES.closedReopenFirst otherwise). A reply by an administrator to an unassigned ticket assigns it
 *   to them.
 * - Every new message is sent live to the other side's open tabs (socket event TICKET_EVENTS.message) and, when
 *   written by an administrator, e-mailed to the ticket's creator.
 * - kind 'report': a member reported a conversation (messagingOperations.report). The server opens the ticket for the
 *   reporter (title TICKET_MESSAGES.reportTitle, first message the reason) with `conversation_id` set; a second
 *   report of the same conversation by the same person while their report ticket is in progress adds the reason
 *   to it. The other members are not told and never see the ticket. Administrators read the conversation at
 *   messagingDeskOperations.reportedConversation with its conversation_id.
 */

// ---------------------------------------------------------------------------------------------------------------
// Limits

export const TICKET_TITLE_MAX = 150;
/** Longest ticket message (and first message), in characters of plain text, after decoding and trimming. */
export const TICKET_TEXT_MAX = 5000;
/** An encoded character takes up to 12 characters (%XX for each of 4 UTF-8 bytes); longer input is refused unread. */
export const TICKET_ENCODED_TEXT_MAX = TICKET_TEXT_MAX * 12;
/** Tickets load 20 at a time (spec 001 §9). */
export const TICKET_PAGE_SIZE = TICKETS_PAGE_SIZE;
/** A ticket's conversation loads oldest first, up to this many per page. */
export const TICKET_MESSAGES_PAGE_SIZE = MAX_PAGE_SIZE;
/** The list's preview of the last message: the first characters, then an ellipsis (spec 001 §2). */
export const TICKET_PREVIEW_CHARS = 40;

export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_KIND_LABELS: Record<TicketKind, string> = {
  support: 'Support question',
  report: 'Reported conversation',
};
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  ongoing: 'In progress',
  closed: 'Closed',
};
/** The three tabs of /tickets (spec 001 §2): all tickets, in progress (ongoing), closed. */
export const TICKET_TABS = [
  { key: 'all', label: 'All tickets', status: undefined },
  { key: 'ongoing', label: 'In progress', status: 'ongoing' },
  { key: 'closed', label: 'Closed', status: 'closed' },
] as const;

/** The realtime event that carries a new ticket message (payload TicketMessageEvent) to the other side. */
export const TICKET_EVENTS = { message: 'ticket-message' } as const;

// ---------------------------------------------------------------------------------------------------------------
// Sentences

export const TICKET_MESSAGES = {
  // spec 001 §8
  created: MESSAGES.ticketCreated,
  noTicket: MESSAGES.noTicket,
  // ours (the server side was "not shown")
  loaded: 'Tickets loaded',
  loadedOne: 'Ticket loaded',
  messagesLoaded: 'Messages loaded',
  messageSent: 'Message sent',
  notFound: 'No ticket with this id.',
  notAssigned: 'This ticket has not been assigned to an admin yet. An administrator will reply soon.',
  titleRequired: 'title is required',
  messageRequired: 'message is required',
  textRequired: 'text is required',
  textNotEncoded:
    'text is not valid URL-encoding (a % must start a %XX code). Send it encoded with encodeURIComponent.',
  createdByNotYou: 'created_by must be your own id',
  reopened: 'Ticket reopened',
  closed: 'Ticket closed',
  assigned: 'Ticket assigned to you',
  alreadyClosed: 'This ticket is already closed.',
  closedReopenFirst: 'This ticket is closed. Reopen it before you reply.',
  alreadyOpen: 'This ticket is already in progress.',
  alreadyAssigned: (name: string) => `This ticket is already assigned to ${name}.`,
  countsLoaded: 'Ticket counts loaded',
  /** Subject and body of the e-mail the ticket's creator receives for a new reply. */
  replyMailSubject: (title: string) => `New reply to your support ticket: ${title}`,
  replyMailIntro: (title: string) => `An administrator replied to your support ticket "${title}":`,
  /** The title of the ticket a conversation report opens: the other members' names, cut to fit. */
  reportTitle: (names: string) => {
    const title = `Reported conversation with ${names}`;
    return title.length > TICKET_TITLE_MAX ? `${title.slice(0, TICKET_TITLE_MAX - 1)}…` : title;
  },
} as const;

/** "first characters…": the list's preview of the last message. */
export function ticketPreview(text: string, chars: number = TICKET_PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > chars ? `${flat.slice(0, chars)}…` : flat;
}

/**
 * Decodes URL-encoded text once (decodeURIComponent); null when it is not valid URL-encoding. A '+' stays a
 * '+' (encodeURIComponent never writes '+' for a space).
 */
export function decodeTicketText(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

const createdByField = z.uuid({ error: TICKET_MESSAGES.createdByNotYou });

/** POST /v1/tickets: a title and the first message (plain text). */
export const createTicketSchema = z.strictObject({
  created_by: createdByField.optional(),
  title: requiredText('title', TICKET_TITLE_MAX),
  message: requiredText('message', TICKET_TEXT_MAX),
});
export type CreateTicket = z.input<typeof createTicketSchema>;

/**
 * The text of POST /v1/tickets/{id}/messages/: URL-encoded on the wire, plain after parsing (decoded once,
 * trimmed, non-blank, at most TICKET_TEXT_MAX characters).
 */
export const encodedTicketTextField = z
  .string({ error: TICKET_MESSAGES.textRequired })
  .max(TICKET_ENCODED_TEXT_MAX, `text must be at most ${TICKET_TEXT_MAX} characters`)
  .transform((encoded, ctx) => {
    const decoded = decodeTicketText(encoded);
    if (decoded === null) {
      ctx.addIssue({ code: 'custom', message: TICKET_MESSAGES.textNotEncoded });
      return z.NEVER;
    }
    // The server's NUL guard sees the text before it is decoded: a '%00' becomes a NUL only here.
    if (decoded.includes('\u0000')) {
      ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.nulCharacter('text') });
      return z.NEVER;
    }
    return decoded.trim();
  })
  .pipe(
    z
      .string()
      .min(1, TICKET_MESSAGES.textRequired)
      .max(TICKET_TEXT_MAX, `text must be at most ${TICKET_TEXT_MAX} characters`),
  );

export const postTicketMessageSchema = z.strictObject({
  created_by: createdByField.optional(),
  text: encodedTicketTextField,
});
/** What the client sends: `text` already encoded (encodeTicketMessage does it). */
export type PostTicketMessage = z.input<typeof postTicketMessageSchema>;

export function encodeTicketMessage(text: string, createdBy?: string): PostTicketMessage {
  return { ...(createdBy ? { created_by: createdBy } : {}), text: encodeURIComponent(text.trim()) };
}

/** The web forms, on plain text (spec 001 §5: title and description non-blank; message text non-blank). */
export const createTicketFormSchema = z.object({
  title: requiredText('title', TICKET_TITLE_MAX),
  description: requiredText('description', TICKET_TEXT_MAX),
});
export type CreateTicketForm = z.infer<typeof createTicketFormSchema>;
export const ticketMessageFormSchema = z.object({ text: requiredText('text', TICKET_TEXT_MAX) });

/** GET /v1/tickets/?created_by={your id}&limit=20&page&status: your tickets, newest activity first. */
export const ticketListQuerySchema = pageQuerySchema(TICKET_PAGE_SIZE).extend({
  created_by: createdByField.optional(),
  status: enumField('status', TICKET_STATUSES).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** GET /v1/tickets/counts?created_by={your id}: the tab counts. */
export const ticketCountsQuerySchema = z.object({ created_by: createdByField.optional() });

export const ticketParamsSchema = z.object({ id: idSchema });
/** GET /v1/tickets/{id}/messages/?page&limit: oldest first. */
export const ticketMessagesQuerySchema = pageQuerySchema(TICKET_MESSAGES_PAGE_SIZE);

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** A person as a ticket shows them. */
export const ticketPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  user_type: z.enum(USER_TYPES),
  avatar: fileSchema.pick({ url: true }).nullable(),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketMessageSchema = z.object({
  _id: z.string(),
  ticket_id: z.string(),
  /** spec 001 §3: created_by (_id, name, avatar with url). */
  created_by: z.object({
    _id: z.string(),
    name: z.string(),
    user_type: z.enum(USER_TYPES),
    avatar: fileSchema.pick({ url: true }).nullable(),
  }),
  /** Plain text (decoded by the server). */
  text: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  kind: z.enum(TICKET_KINDS),
  /** kind 'report': the reported conversation (null if it no longer exists); null for a support question. */
  conversation_id: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The account that opened the ticket. */
  created_by: ticketPersonSchema,
  /** The administrator answering it (spec: replying_admin.user_id), null before assignment. */
  replying_admin: z
    .object({
      _id: z.string(),
      user_id: z.object({
        _id: z.string(),
        name: z.string(),
        avatar: fileSchema.pick({ url: true }).nullable(),
      }),
    })
    .nullable(),
  /** The newest message, for the list's preview (ticketPreview). */
  last_message: z.object({ text: z.string(), createdAt: z.string(), created_by: z.string() }).nullable(),
  message_count: z.number().int(),
  assignedAt: z.string().nullable(),
  /** The first administrator message; null until then. */
  firstResponseAt: z.string().nullable(),
  /** When it was last closed; null while in progress. */
  closedAt: z.string().nullable(),
  /** Seconds from creation to the first administrator message; null until then. */
  first_response_seconds: z.number().int().nullable(),
  /** Seconds from creation to closing; null while in progress. */
  resolution_seconds: z.number().int().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketCountsSchema = z.object({
  all: z.number().int(),
  ongoing: z.number().int(),
  closed: z.number().int(),
});
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

/** The live event: the new message and the ticket as it now stands. */
export const ticketMessageEventSchema = z.object({ ticket: ticketSchema, message: ticketMessageSchema });
export type TicketMessageEvent = z.infer<typeof ticketMessageEventSchema>;
