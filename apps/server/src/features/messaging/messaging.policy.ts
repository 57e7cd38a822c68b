import { MESSAGING_MESSAGES } from '@tvet/contract';
import type { Database } from '../../db/client';
import type { Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { mayReadMedia } from './messaging.media.repository';
import { isReported, isReportedMedia } from './messaging.reports.repository';
import { isMember } from './messaging.repository';

/*
 * Who may see or act on which conversation, in one place: its members only. Anyone else gets the same 404 as for
 * a conversation that does not exist, so an id never tells a stranger that a conversation is there. The REST
 * routes name `conversationMember`; the socket events (which have no route) call `assertMember` from the service.
 * Attachments: their uploader and the members of the conversation holding them (`mediaReader`).
 * Administrators read a conversation only once a member has reported it (`assertReported`, and its attachments
 * through `mediaReader`); any other stays private to its members.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    conversationMember: true;
    mediaReader: true;
  }
}

export async function assertMember(db: Database, conversationId: string, accountId: string): Promise<void> {
  if (!(await isMember(db, conversationId, accountId)))
    throw notFound(MESSAGING_MESSAGES.conversationNotFound);
}

/**
 * `/v1/admin/conversations/:id...` (administrators, by the route's roles; owner rules do not apply to them, so the
 * service calls this): a member has reported conversation `id`, else the 404 of a missing one, so an
 * administrator cannot read private conversations at will.
 */
export async function assertReported(db: Database, conversationId: string): Promise<void> {
  if (!(await isReported(db, conversationId)))
    throw notFound(MESSAGING_MESSAGES.reportedConversationNotFound);
}

export function messagingPolicies(deps: Deps): Partial<Policies> {
  return {
    /** `/v1/conversations/:id...`: the caller is a member of conversation `id` (404 otherwise, administrators too). */
    conversationMember: async (request, auth) => {
      const { id } = request.params as { id: string };
      await assertMember(deps.db, id, auth.accountId);
    },
    /**
     * `/v1/messages/media/:id`: the caller uploaded the attachment or is a member of a conversation holding it, or
     * is an administrator and that conversation was reported. Anyone else gets the 404 of a missing file.
     */
    mediaReader: async (request, auth) => {
      const { id } = request.params as { id: string };
      if (await mayReadMedia(deps.db, id, auth.accountId)) return;
      if (auth.userType === 'admin' && (await isReportedMedia(deps.db, id))) return;
      throw notFound(MESSAGING_MESSAGES.mediaNotFound);
    },
  };
}
