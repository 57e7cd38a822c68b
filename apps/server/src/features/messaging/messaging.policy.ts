import { MESSAGING_MESSAGES } from '@tvet/contract';
import type { Database } from '../../db/client';
import type { Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { isMember, mayReadMedia } from './messaging.repository';

/*
 * Who may see or act on which conversation, in one place: its members only. Anyone else gets the same 404 as for
 * a conversation that does not exist, so an id never tells a stranger that a conversation is there. The REST
 * routes name `conversationMember`; the socket events (which have no route) call `assertMember` from the service.
 * Attachments: their uploader and the members of the conversation holding them (`mediaReader`).
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

export function messagingPolicies(deps: Deps): Partial<Policies> {
  return {
    /** `/v1/conversations/:id...`: the caller is a member of conversation `id` (404 otherwise, administrators too). */
    conversationMember: async (request, auth) => {
      const { id } = request.params as { id: string };
      await assertMember(deps.db, id, auth.accountId);
    },
    /**
     * `/v1/messages/media/:id`: the caller uploaded the attachment or is a member of a conversation holding it.
     * Anyone else (administrators too) gets the 404 of a file that does not exist.
     */
    mediaReader: async (request, auth) => {
      const { id } = request.params as { id: string };
      if (!(await mayReadMedia(deps.db, id, auth.accountId))) {
        throw notFound(MESSAGING_MESSAGES.mediaNotFound);
      }
    },
  };
}
