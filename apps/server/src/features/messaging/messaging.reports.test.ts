import {
  MESSAGING_MESSAGES,
  type MessagePage,
  type ReportedConversation,
  type Ticket,
  type TicketMessage,
  USER_TYPES,
} from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { fetchFile, png, upload } from '../../test/files.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';
import { conversationReports } from './messaging.table';
import { clientId } from './messaging.test-kit';

/*
 * A conversation report reaches the administrators' support desk (issue 11 'Safety'): it becomes the reporter's
 * ticket of kind 'report', linked to the conversation; administrators read the reported conversation (and only a
 * reported one); nothing of it reaches the other members or anyone else.
 */

let t: TestApp;
let admin: RoleSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);

async function chat(from: RoleSession, to: RoleSession, text: string, media?: { _id: string }) {
  const res = await api().post(
    '/api/v1/conversations',
    { text, recipients: [to.accountId], client_id: clientId(), ...(media ? { media } : {}) },
    from.token,
  );
  expect([200, 201], res.body.msg).toContain(res.statusCode);
  return (res.body.payload as { conversation: { _id: string } }).conversation._id;
}

const report = (who: RoleSession, conversationId: string, reason: string) =>
  api().post(`/api/v1/conversations/${conversationId}/report`, { reason }, who.token);

async function ownTickets(who: RoleSession) {
  const res = await api().get<{ docs: Ticket[] }>('/api/v1/tickets', who.token);
  expect(res.statusCode).toBe(200);
  return res.body.payload.docs;
}

async function deskTickets(query: string) {
  const res = await api().get<{ docs: Ticket[] }>(`/api/v1/admin/tickets?${query}`, admin.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.docs;
}

/** A graduate harassed by an employer, in a conversation the employer opened. */
async function reportedPair(reason = 'Asking me to pay for the job interview') {
  const graduate = await signInAs(t, 'graduate');
  const employer = await signInAs(t, 'employer');
  const conversationId = await chat(employer, graduate, 'Send 20,000 naira to book your interview');
  const res = await report(graduate, conversationId, reason);
  expect(res.statusCode, res.body.msg).toBe(201);
  expect(res.body.msg).toBe(MESSAGING_MESSAGES.reported);
  return { graduate, employer, conversationId, reportId: (res.body.payload as { _id: string })._id };
}

describe('a report reaches the support desk as the reporter’s ticket', () => {
  it("opens a ticket of kind 'report' for the reporter, linked to the conversation, its first message the reason", async () => {
    const { graduate, employer, conversationId } = await reportedPair();
    const [ticket] = await ownTickets(graduate);
    expect(ticket).toMatchObject({
      kind: 'report',
      conversation_id: conversationId,
      status: 'ongoing',
      replying_admin: null,
      created_by: { _id: graduate.accountId },
      message_count: 1,
      last_message: { text: 'Asking me to pay for the job interview' },
    });
    const employerName = (await api().get(`/api/v1/admin/accounts/${employer.accountId}`, admin.token)).body
      .payload.name as string;
    expect(ticket.title).toBe(`Reported conversation with ${employerName}`);

    // On the desk's queue (unassigned, oldest first) and under the 'report' kind, not under 'support'.
    const queue = await deskTickets('status=ongoing&assigned=unassigned&kind=report&order=newest');
    expect(queue.map((doc) => doc._id)).toContain(ticket._id);
    expect((await deskTickets('assigned=any&kind=support')).map((doc) => doc._id)).not.toContain(ticket._id);
    // The administrator reads the ticket and its reason like any ticket.
    const messages = await api().get<{ docs: TicketMessage[] }>(
      `/api/v1/tickets/${ticket._id}/messages`,
      admin.token,
    );
    expect(messages.body.payload.docs.map((message) => message.text)).toEqual([
      'Asking me to pay for the job interview',
    ]);
  });

  it('adds a second report by the same person to their ticket in progress, and opens a new one once it is closed', async () => {
    const { graduate, conversationId } = await reportedPair('First reason');
    expect((await report(graduate, conversationId, 'He wrote again')).statusCode).toBe(201);
    let mine = await ownTickets(graduate);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ message_count: 2, last_message: { text: 'He wrote again' } });

    const close = await api().post(`/api/v1/admin/tickets/${mine[0]._id}/close`, {}, admin.token);
    expect(close.statusCode).toBe(200);
    expect((await report(graduate, conversationId, 'Still writing')).statusCode).toBe(201);
    mine = await ownTickets(graduate);
    expect(mine).toHaveLength(2);
    expect(mine.filter((ticket) => ticket.status === 'ongoing')).toHaveLength(1);
    // Each report is kept by messaging too.
    const rows = await t.database.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, conversationId));
    expect(rows.map((row) => row.reason).sort()).toEqual(['First reason', 'He wrote again', 'Still writing']);
  });

  it('tells the reported person nothing: not in their tickets, 404 on the ticket and its messages', async () => {
    const { employer, graduate } = await reportedPair();
    const [ticket] = await ownTickets(graduate);
    expect(await ownTickets(employer)).toEqual([]);
    const counts = await api().get('/api/v1/tickets/counts', employer.token);
    expect(counts.body.payload).toMatchObject({ all: 0 });
    for (const path of [`/api/v1/tickets/${ticket._id}`, `/api/v1/tickets/${ticket._id}/messages`]) {
      expect((await api().get(path, employer.token)).statusCode).toBe(404);
    }
    const reply = await api().post(
      `/api/v1/tickets/${ticket._id}/messages`,
      { text: encodeURIComponent('Let me explain') },
      employer.token,
    );
    expect(reply.statusCode).toBe(404);
  });

  it('a non-member cannot report, and a refused report opens no ticket', async () => {
    const { conversationId } = await reportedPair();
    const stranger = await signInAs(t, 'graduate');
    expect((await report(stranger, conversationId, 'Spam')).statusCode).toBe(404);
    const member = await signInAs(t, 'graduate');
    const other = await signInAs(t, 'employer');
    const second = await chat(other, member, 'Hello');
    expect((await report(member, second, '   ')).statusCode).toBe(400);
    expect(await ownTickets(stranger)).toEqual([]);
    expect(await ownTickets(member)).toEqual([]);
  });
});

describe('administrators read a reported conversation, and only a reported one', () => {
  it('answers its members and reports, and its messages with the read written to the audit log', async () => {
    const { graduate, employer, conversationId, reportId } = await reportedPair();
    const res = await api().get<ReportedConversation>(
      `/api/v1/admin/conversations/${conversationId}`,
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(MESSAGING_MESSAGES.reportedConversationLoaded);
    expect(res.body.payload.members.map((member) => member._id).sort()).toEqual(
      [graduate.accountId, employer.accountId].sort(),
    );
    expect(res.body.payload.members.find((member) => member._id === employer.accountId)).toMatchObject({
      email: employer.email,
      user_type: 'employer',
      is_active: true,
    });
    expect(res.body.payload.reports).toMatchObject([
      {
        _id: reportId,
        reporter: { _id: graduate.accountId },
        reason: 'Asking me to pay for the job interview',
      },
    ]);

    const history = await api().get<MessagePage>(
      `/api/v1/admin/conversations/${conversationId}/messages`,
      admin.token,
    );
    expect(history.statusCode).toBe(200);
    expect(history.body.payload.docs.map((message) => message.text)).toEqual([
      'Send 20,000 naira to book your interview',
    ]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, conversationId), eq(auditLog.action, 'conversation.read_reported')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: admin.accountId, targetType: 'conversation' });
  });

  it('is refused to every other role (403), the members included', async () => {
    const { graduate, employer, conversationId } = await reportedPair();
    const others = USER_TYPES.filter((type) => !['admin', 'graduate', 'employer'].includes(type));
    const everyRole = [graduate, employer, ...(await Promise.all(others.map((type) => signInAs(t, type))))];
    expect(everyRole.map((who) => who.userType).sort()).toEqual(
      USER_TYPES.filter((type) => type !== 'admin').sort(),
    );
    for (const who of everyRole) {
      for (const path of [
        `/api/v1/admin/conversations/${conversationId}`,
        `/api/v1/admin/conversations/${conversationId}/messages`,
      ]) {
        expect((await api().get(path, who.token)).statusCode, `${who.userType} ${path}`).toBe(403);
      }
    }
    expect((await api().get(`/api/v1/admin/conversations/${conversationId}`)).statusCode).toBe(401);
  });

  it('answers 404 for a conversation nobody reported, so private conversations stay private', async () => {
    const a = await signInAs(t, 'graduate');
    const b = await signInAs(t, 'employer');
    const conversationId = await chat(a, b, 'A private hello');
    for (const path of [
      `/api/v1/admin/conversations/${conversationId}`,
      `/api/v1/admin/conversations/${conversationId}/messages`,
    ]) {
      const res = await api().get(path, admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.body.msg).toBe(MESSAGING_MESSAGES.reportedConversationNotFound);
    }
    // And administrators still cannot read it through the member routes.
    expect(
      (await api().get(`/api/v1/conversations/${conversationId}/messages`, admin.token)).statusCode,
    ).toBe(404);
  });

  it("lets administrators open a reported conversation's attachments, not those of any other", async () => {
    const graduate = await signInAs(t, 'graduate');
    const employer = await signInAs(t, 'employer');
    const uploadAs = async (who: RoleSession) => {
      const res = await api().post(
        '/api/v1/messages/media',
        upload(png(3, 3), 'a.png', 'image/png'),
        who.token,
      );
      expect(res.statusCode, res.body.msg).toBe(201);
      return res.body.payload as { _id: string; url: string };
    };
    const shown = await uploadAs(employer);
    const reported = await chat(employer, graduate, '', { _id: shown._id });
    expect((await fetchFile(t.app, shown.url, admin.token)).statusCode).toBe(404);
    expect((await report(graduate, reported, 'An indecent picture')).statusCode).toBe(201);
    expect((await fetchFile(t.app, shown.url, admin.token)).statusCode).toBe(200);

    const other = await signInAs(t, 'graduate');
    const kept = await uploadAs(employer);
    await chat(employer, other, '', { _id: kept._id });
    expect((await fetchFile(t.app, kept.url, admin.token)).statusCode).toBe(404);
  });
});
