import type { Ticket, TicketMessage, TicketStats, UserType } from '@tvet/contract';
import type { FileRef } from '../../db/schema';
import type { deskStats, MessageView, TicketView } from './tickets.repository';

/** Rows -> the contract's ticket shapes. The response schemas check them again on the way out. */

const avatarOut = (avatar: FileRef | null | undefined) => (avatar ? { url: avatar.url } : null);
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const secondsBetween = (from: Date, to: Date | null) =>
  to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

export function ticketOut({ ticket, creator, admin, adminProfileId }: TicketView): Ticket {
  return {
    _id: ticket.id,
    title: ticket.title,
    status: ticket.status as Ticket['status'],
    kind: ticket.kind as Ticket['kind'],
    conversation_id: ticket.conversationId,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    created_by: {
      _id: creator.id,
      name: creator.name,
      username: creator.username,
      user_type: creator.userType as UserType,
      avatar: avatarOut(creator.avatar),
    },
    replying_admin:
      admin?.id && adminProfileId
        ? {
            _id: adminProfileId,
            user_id: { _id: admin.id, name: admin.name, avatar: avatarOut(admin.avatar) },
          }
        : null,
    last_message:
      ticket.lastMessageText === null
        ? null
        : {
            text: ticket.lastMessageText,
            createdAt: ticket.lastMessageAt.toISOString(),
            created_by: ticket.lastMessageBy ?? '',
          },
    message_count: ticket.messageCount,
    assignedAt: iso(ticket.assignedAt),
    firstResponseAt: iso(ticket.firstResponseAt),
    closedAt: iso(ticket.closedAt),
    first_response_seconds: secondsBetween(ticket.createdAt, ticket.firstResponseAt),
    resolution_seconds: ticket.status === 'closed' ? secondsBetween(ticket.createdAt, ticket.closedAt) : null,
  };
}

export function messageOut({ message, author }: MessageView): TicketMessage {
  return {
    _id: message.id,
    ticket_id: message.ticketId,
    created_by: {
      _id: author.id,
      name: author.name,
      user_type: author.userType as UserType,
      avatar: avatarOut(author.avatar),
    },
    text: message.text,
    createdAt: message.createdAt.toISOString(),
  };
}

const averageOf = (value: string | null) => (value === null ? null : Math.round(Number(value)));

export function statsOut(row: Awaited<ReturnType<typeof deskStats>>): TicketStats {
  return {
    ongoing: row.ongoing,
    unassigned: row.unassigned,
    closed: row.closed,
    responded: row.responded,
    average_first_response_seconds: averageOf(row.firstResponse),
    average_resolution_seconds: averageOf(row.resolution),
  };
}
