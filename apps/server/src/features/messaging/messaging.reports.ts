import type { messagesQuerySchema, ReportedConversation, UserType } from '@tvet/contract';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import type { AuthContext } from '../../platform/jwt';
import { assertMember, assertReported } from './messaging.policy';
import * as reports from './messaging.reports.repository';
import * as repo from './messaging.repository';
import { historyPage } from './messaging.service';

/*
 * Reporting a conversation (issue 11 'Safety'). A member's report is stored here and announced on the platform
 * ('conversation.reported', in the same transaction), where the support desk turns it into the reporter's ticket;
 * this feature never calls tickets. Administrators then read the reported conversation through the routes below
 * (`assertReported`: a conversation nobody reported stays private to its members, from administrators too).
 */
export function createReportsService(deps: Deps) {
  const { db } = deps;

  return {
    /** A member reports the conversation with a reason: stored, and on the desk as the reporter's ticket. */
    async report(auth: AuthContext, conversationId: string, reason: string) {
      await assertMember(db, conversationId, auth.accountId);
      const row = await db.transaction(async (tx) => {
        const report = await reports.insertReport(tx, { conversationId, reporterId: auth.accountId, reason });
        const others = (await repo.membersOf(tx, [conversationId])).filter(
          (member) => member.userId !== auth.accountId,
        );
        await deps.events.emit(tx, 'conversation.reported', {
          reportId: report.id,
          conversationId,
          reporterId: auth.accountId,
          reason,
          reportedNames: others.map((member) => member.name || member.username),
        });
        return report;
      });
      deps.log.warn({ report: row.id, conversation: conversationId }, 'conversation reported');
      return { _id: row.id, conversation_id: row.conversationId, createdAt: row.createdAt.toISOString() };
    },

    /** The reported conversation's members and reports (the route admits administrators only). */
    async reportedConversation(conversationId: string): Promise<ReportedConversation> {
      await assertReported(db, conversationId);
      const [conversation, members, filed] = await Promise.all([
        repo.findConversation(db, conversationId),
        reports.reportedMembers(db, conversationId),
        reports.reportsOf(db, conversationId),
      ]);
      return {
        _id: conversationId,
        createdAt: (conversation?.createdAt ?? new Date()).toISOString(),
        members: members.map((member) => ({
          _id: member.id,
          name: member.name,
          username: member.username,
          email: member.email,
          user_type: member.userType as UserType,
          avatar: member.avatar
            ? {
                url: member.avatar.url,
                title: member.avatar.title,
                size: member.avatar.size,
                mimetype: member.avatar.mimetype,
              }
            : null,
          is_active: member.isActive,
        })),
        reports: filed.map((report) => ({
          _id: report.id,
          reporter: { _id: report.reporterId, name: report.reporterName },
          reason: report.reason,
          createdAt: report.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Its messages, newest first. Reading someone's private messages is written to the audit log (once per
     * opening: the first page), so who read which reported conversation can be answered later.
     */
    async reportedMessages(
      auth: AuthContext,
      conversationId: string,
      query: z.output<typeof messagesQuerySchema>,
    ) {
      await assertReported(db, conversationId);
      const page = await historyPage(db, conversationId, query);
      if (!query.before) {
        const names = (await repo.membersOf(db, [conversationId])).map((member) => member.name).join(', ');
        await audit(db, {
          actor: auth,
          action: 'conversation.read_reported',
          target: { type: 'conversation', id: conversationId, label: names.slice(0, 200) },
        });
      }
      return page;
    },
  };
}
