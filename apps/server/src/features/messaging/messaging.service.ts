import type {
  conversationsQuerySchema,
  createChatPayloadSchema,
  FileInput,
  getAllConversationsPayloadSchema,
  messagesQuerySchema,
  postMessageSchema,
  sendMessagePayloadSchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { AuthContext } from '../../platform/jwt';
import { blockUser, listBlocks, unblockUser } from './blocks/blocks.service';
import {
  conversationHistory,
  getConversation,
  listConversations,
  lookupUser,
  markConversationRead,
  unreadCount,
} from './conversations/conversations.service';
import { deleteUnusedMedia, mediaFile, uploadMedia } from './media/media.service';
import { type MessagingOptions, messagingDeps } from './messaging.deps';
import { mailUnread, markSeen } from './presence/presence.service';
import { broadcast, createChat, postToConversation, sendMessage } from './sending/sending.service';

export { historyPage } from './conversations/conversations.service';
export { memberKeyOf } from './sending/sending.service';

/*
 * The messaging use cases, shared by the socket events (messaging.socket.ts) and the REST routes. They live in
 * sub-slices (sending/, conversations/, blocks/, media/, presence/), each a named function taking the messaging
 * dependencies first (messaging.deps.ts: the app's, plus the clock, the notifier and the sender rate); this object
 * hands them to the routes and the socket with those bound.
 */
export function createMessagingService(appDeps: Deps, options: MessagingOptions = {}) {
  const deps = messagingDeps(appDeps, options);
  return {
    listConversations: (
      auth: AuthContext,
      query: z.output<typeof conversationsQuerySchema> | z.output<typeof getAllConversationsPayloadSchema>,
    ) => listConversations(deps, auth, query),
    getConversation: (auth: AuthContext, conversationId: string) =>
      getConversation(deps, auth, conversationId),
    history: (auth: AuthContext, conversationId: string, query: z.output<typeof messagesQuerySchema>) =>
      conversationHistory(deps, auth, conversationId, query),
    createChat: (auth: AuthContext, payload: z.output<typeof createChatPayloadSchema>, origin?: string) =>
      createChat(deps, auth, payload, origin),
    sendMessage: (auth: AuthContext, payload: z.output<typeof sendMessagePayloadSchema>, origin?: string) =>
      sendMessage(deps, auth, payload, origin),
    postToConversation: (
      auth: AuthContext,
      conversationId: string,
      payload: z.output<typeof postMessageSchema>,
    ) => postToConversation(deps, auth, conversationId, payload),
    markRead: (auth: AuthContext, conversationId: string) => markConversationRead(deps, auth, conversationId),
    unreadCount: (auth: AuthContext) => unreadCount(deps, auth),
    broadcast: (senderId: string, memberIds: readonly string[], text: string, clientId?: string) =>
      broadcast(deps, senderId, memberIds, text, clientId),
    lookupUser: (value: string) => lookupUser(deps, value),
    block: (auth: AuthContext, userId: string) => blockUser(deps, auth, userId),
    unblock: (auth: AuthContext, userId: string) => unblockUser(deps, auth, userId),
    blocks: (auth: AuthContext) => listBlocks(deps, auth),
    uploadMedia: (auth: AuthContext, input: FileInput) => uploadMedia(deps, auth, input),
    mediaFile: (fileId: string) => mediaFile(deps, fileId),
    deleteUnusedMedia: (at?: Date) => deleteUnusedMedia(deps, at),
    seen: (accountIds: readonly string[]) => markSeen(deps, accountIds),
    mailUnread: (at?: Date) => mailUnread(deps, at),
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
