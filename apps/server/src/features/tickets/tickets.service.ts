import {
  type AdminTicketListQuery,
  type adminTicketListQuerySchema,
  TICKET_EVENTS,
  TICKET_MESSAGES,
  type TicketMessage,
  type ticketListQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import type { PlatformEvents } from '../../platform/events';
import type { AuthContext } from '../../platform/jwt';
import { type PageRequest, pageOf } from '../../platform/paging';
import * as repo from './tickets.repository';
import { messageOut, statsOut, ticketOut } from './tickets.serialize';
import type { TicketRow } from './tickets.table';

/** Emits an event to every open tab of these accounts (platform/realtime.ts), when realtime is running. */
export interface TicketNotifier {
  toAccounts(accountIds: readonly string[], event: string, payload: unknown): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replaceAll('\n', '<br>');

/*
 * The tickets use cases. Who may act on which ticket is settled before these run (the route's access rule and
 * tickets.policy.ts): `id` is a ticket the caller opened, or the caller is an administrator.
 */
export function createTicketsService(deps: Deps, options: { notifier?: TicketNotifier } = {}) {
  const { db } = deps;

  async function read(id: string) {
    const view = await repo.findTicket(db, id);
    if (!view) throw notFound(TICKET_MESSAGES.notFound);
    return ticketOut(view);
  }

  /** The other side hears of a new message live; the creator also by e-mail when an administrator wrote. */
  async function announce(ticketId: string, message: TicketMessage, byAdmin: boolean) {
    const view = await repo.findTicket(db, ticketId);
    if (!view) return;
    const ticket = ticketOut(view);
    const accounts = [view.creator.id, ...(view.admin?.id ? [view.admin.id] : [])];
    options.notifier?.toAccounts(accounts, TICKET_EVENTS.message, { ticket, message });
    if (!byAdmin) return;
    const intro = TICKET_MESSAGES.replyMailIntro(ticket.title);
    deps.mailer
      .send({
        to: view.creator.email,
        subject: TICKET_MESSAGES.replyMailSubject(ticket.title),
        text: `${intro}\n\n${message.text}\n\nOpen Tickets in the app to answer.`,
        html: `<p>${escapeHtml(intro)}</p><blockquote>${escapeHtml(message.text)}</blockquote><p>Open Tickets in the app to answer.</p>`,
      })
      .catch((error) => deps.log.error({ err: error }, 'ticket reply mail not sent'));
  }

  /** Changes one ticket under a row lock, with its audit entry in the same transaction. */
  async function change(
    auth: AuthContext,
    id: string,
    decide: (ticket: TicketRow, tx: Database) => repo.TicketChange | Promise<repo.TicketChange>,
    action: 'ticket.assign' | 'ticket.close' | 'ticket.reopen',
  ) {
    await db.transaction(async (tx) => {
      const ticket = await repo.lockTicket(tx, id);
      if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
      const changes = await decide(ticket, tx);
      if (Object.keys(changes).length === 0) return;
      await repo.updateTicket(tx, id, changes);
      await audit(tx, { actor: auth, action, target: { type: 'ticket', id, label: ticket.title } });
    });
    return read(id);
  }

  return {
    read,

    /** The caller's own tickets, newest activity first. */
    list(auth: AuthContext, query: z.infer<typeof ticketListQuerySchema>) {
      const filter: repo.OwnFilter = { createdBy: auth.accountId, status: query.status };
      return pageOf(query, {
        rows: (window) => repo.ownTicketRows(db, filter, window),
        total: () => repo.countOwnTickets(db, filter),
        map: ticketOut,
      });
    },

    counts: (auth: AuthContext) => repo.ownCounts(db, auth.accountId),

    /** A title and the first message, in one transaction. */
    async create(auth: AuthContext, body: { title: string; message: string }) {
      const { ticket } = await db.transaction((tx) =>
        repo.insertTicket(tx, { createdBy: auth.accountId, title: body.title, text: body.message }),
      );
      return read(ticket.id);
    },

    /**
     * A member reported a conversation (platform event, in messaging's transaction): the report reaches the desk as
     * the reporter's ticket of kind 'report', its first message the reason. Reported again by the same person while
     * that ticket is in progress, the reason is added to it instead of opening another.
     */
    async openReport(tx: Database, event: PlatformEvents['conversation.reported']) {
      const open = await repo.lockOngoingReport(tx, event.reporterId, event.conversationId);
      if (open) {
        const row = await repo.insertMessage(tx, {
          ticketId: open.id,
          createdBy: event.reporterId,
          text: event.reason,
        });
        await repo.recordMessage(tx, open.id, row);
        return;
      }
      await repo.insertTicket(tx, {
        createdBy: event.reporterId,
        title: TICKET_MESSAGES.reportTitle(event.reportedNames.join(', ') || 'another member'),
        text: event.reason,
        kind: 'report',
        conversationId: event.conversationId,
      });
    },

    messages(id: string, page: PageRequest) {
      return pageOf(page, {
        rows: (window) => repo.messageRows(db, id, window),
        total: () => repo.countMessages(db, id),
        map: messageOut,
      });
    },

    /**
     * A reply. The creator's reply to a closed ticket reopens it. An administrator's reply needs an open ticket,
     * takes an unassigned ticket for them, and sets the first-response time once; it is written to the audit log.
     */
    async reply(auth: AuthContext, id: string, text: string) {
      const byAdmin = auth.userType === 'admin';
      const message = await db.transaction(async (tx) => {
        const ticket = await repo.lockTicket(tx, id);
        if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
        const changes: repo.TicketChange = {};
        const now = new Date();
        if (byAdmin) {
          if (ticket.status === 'closed') throw conflict(TICKET_MESSAGES.closedReopenFirst);
          if (!ticket.assignedAdminId)
            Object.assign(changes, { assignedAdminId: auth.accountId, assignedAt: now });
          if (!ticket.firstResponseAt) changes.firstResponseAt = now;
        } else if (ticket.status === 'closed') {
          Object.assign(changes, { status: 'ongoing', closedAt: null });
        }
        const row = await repo.insertMessage(tx, { ticketId: id, createdBy: auth.accountId, text });
        await repo.recordMessage(tx, id, row, changes);
        if (byAdmin) {
          await audit(tx, {
            actor: auth,
            action: 'ticket.reply',
            target: { type: 'ticket', id, label: ticket.title },
            detail: { message_id: row.id, assigned: changes.assignedAdminId ? true : undefined },
          });
        }
        return row;
      });
      const author = await repo.authorOf(db, auth.accountId);
      if (!author) throw notFound();
      const out = messageOut({ message, author });
      await announce(id, out, byAdmin);
      return out;
    },

    // ---- the support desk (administrators)

    desk(auth: AuthContext, query: z.infer<typeof adminTicketListQuerySchema>) {
      const filter: repo.DeskFilter = {
        status: query.status,
        assigned: query.assigned as NonNullable<AdminTicketListQuery['assigned']>,
        adminId: auth.accountId,
        role: query.role,
        kind: query.kind,
        q: query.q,
      };
      return pageOf(query, {
        rows: (window) => repo.deskRows(db, filter, query.order, window),
        total: () => repo.countDesk(db, filter),
        map: ticketOut,
      });
    },

    stats: async () => statsOut(await repo.deskStats(db)),

    /** Takes the ticket for the caller; one already taken by another administrator is refused. */
    assign: (auth: AuthContext, id: string) =>
      change(
        auth,
        id,
        async (ticket, tx) => {
          if (ticket.assignedAdminId === auth.accountId) return {};
          if (ticket.assignedAdminId) {
            const holder = await repo.authorOf(tx, ticket.assignedAdminId);
            throw conflict(TICKET_MESSAGES.alreadyAssigned(holder?.name ?? 'another administrator'));
          }
          return { assignedAdminId: auth.accountId, assignedAt: new Date() };
        },
        'ticket.assign',
      ),

    close: (auth: AuthContext, id: string) =>
      change(
        auth,
        id,
        (ticket) => {
          if (ticket.status === 'closed') throw conflict(TICKET_MESSAGES.alreadyClosed);
          return { status: 'closed', closedAt: new Date() };
        },
        'ticket.close',
      ),

    reopen: (auth: AuthContext, id: string) =>
      change(
        auth,
        id,
        (ticket) => {
          if (ticket.status !== 'closed') throw conflict(TICKET_MESSAGES.alreadyOpen);
          return { status: 'ongoing', closedAt: null };
        },
        'ticket.reopen',
      ),
  };
}
