import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type PersonalDataHolder, scrubIdentity } from '../../platform/personal-data';
import { ticketMessages, tickets } from './tickets.table';

/*
 * Support tickets a person opened, with every message in them (theirs and the support desk's replies to them).
 * Erasure empties their tickets' titles and texts but keeps the tickets' times and states, which the support
 * desk's response-time figures count; another person's ticket that names them (a reported conversation) loses
 * the name.
 */
export const ERASED_TICKET_TITLE = 'Ticket of an erased account';

export const ticketsPersonalData: PersonalDataHolder = {
  tables: ['tickets', 'ticket_messages'],

  async export(db, person) {
    const opened = await db
      .select({
        _id: tickets.id,
        title: tickets.title,
        kind: tickets.kind,
        status: tickets.status,
        opened_at: tickets.createdAt,
        closed_at: tickets.closedAt,
      })
      .from(tickets)
      .where(eq(tickets.createdBy, person.accountId))
      .orderBy(tickets.createdAt);
    const ids = opened.map((ticket) => ticket._id);
    const conversation = ids.length
      ? await db
          .select({
            ticket_id: ticketMessages.ticketId,
            from: ticketMessages.createdBy,
            text: ticketMessages.text,
            sent_at: ticketMessages.createdAt,
          })
          .from(ticketMessages)
          .where(inArray(ticketMessages.ticketId, ids))
          .orderBy(ticketMessages.createdAt)
      : [];
    return {
      support_tickets: opened,
      support_messages: conversation.map((message) => ({
        ...message,
        from: message.from === person.accountId ? 'you' : 'support desk',
      })),
    };
  },

  async erase(tx, person) {
    const own = await tx
      .update(tickets)
      .set({ title: ERASED_TICKET_TITLE, lastMessageText: null })
      .where(eq(tickets.createdBy, person.accountId))
      .returning({ id: tickets.id });
    if (own.length)
      await tx
        .update(ticketMessages)
        .set({ text: '' })
        .where(
          inArray(
            ticketMessages.ticketId,
            own.map((ticket) => ticket.id),
          ),
        );
    await tx.update(ticketMessages).set({ text: '' }).where(eq(ticketMessages.createdBy, person.accountId));
    // Others' tickets that name the person (a reported conversation's title carries the members' names).
    const identity = person.identity;
    if (identity) {
      const others = await tx
        .select({ id: tickets.id, title: tickets.title, last: tickets.lastMessageText })
        .from(tickets)
        .where(
          and(
            ne(tickets.createdBy, person.accountId),
            eq(tickets.kind, 'report'),
            // Only reports of conversations the person was in: a namesake's report keeps its title.
            sql`${tickets.conversationId} in (select conversation_id from conversation_members where user_id = ${person.accountId})`,
          ),
        );
      for (const ticket of others) {
        const title = scrubIdentity(ticket.title, identity) ?? ticket.title;
        const last = scrubIdentity(ticket.last, identity);
        if (title !== ticket.title || last !== ticket.last)
          await tx.update(tickets).set({ title, lastMessageText: last }).where(eq(tickets.id, ticket.id));
      }
    }
    return {
      kept: own.length
        ? [
            'Your support tickets\u2019 dates and states, without their titles or text, for the support desk\u2019s response-time figures.',
          ]
        : [],
    };
  },
};
