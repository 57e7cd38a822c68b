import type {
  BlockedUser,
  ChatUser,
  Conversation,
  Message,
  MessageMedia,
  ReadReceipt,
  UserLookup,
  UserType,
} from '@tvet/contract';
import type { FileRef } from '../../db/schema';
import type { MessageRow } from './messaging.messages.repository';
import type { ConversationRow, MemberRow } from './messaging.repository';

/* Rows -> the contract's shapes (packages/contract/src/messaging.ts). */

/** Where a message's attachment is served (members of its conversation and its uploader). */
export const mediaUrl = (fileId: string) => `/api/v1/messages/media/${fileId}`;

const fileOut = (file: FileRef | null) =>
  file ? { url: file.url, title: file.title, size: file.size, mimetype: file.mimetype } : null;

/**
 * A member as `viewerId` sees them: contact details only once the member has written in the conversation (and
 * always one's own), so opening a chat with someone does not reveal their phone number or address.
 */
export function chatUserOut(member: MemberRow, viewerId: string): ChatUser {
  const reveal = member.hasWritten || member.userId === viewerId;
  return {
    _id: member.userId,
    name: member.name,
    username: member.username,
    user_type: member.userType as UserType,
    avatar: fileOut(member.avatar),
    email: reveal ? member.email : null,
    phone: reveal ? member.phone : null,
  };
}

/** An attachment as a message carries it and as its upload answers it. */
export function mediaOut(file: { id: string; title: string; size: number; mimetype: string }): MessageMedia {
  return {
    _id: file.id,
    url: mediaUrl(file.id),
    title: file.title,
    size: file.size,
    mimetype: file.mimetype,
  };
}

export function messageOut(row: MessageRow): Message {
  return {
    _id: row.id,
    conversation_id: row.conversationId,
    client_id: row.clientId,
    created_by: { _id: row.senderId, name: row.senderName, avatar: fileOut(row.senderAvatar) },
    text: row.text,
    media: row.media ? mediaOut(row.media) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function readReceiptOut(conversationId: string, userId: string, lastReadAt: Date | null): ReadReceipt {
  return {
    conversation_id: conversationId,
    user_id: userId,
    last_read_at: lastReadAt?.toISOString() ?? null,
  };
}

/** A conversation as one member (`viewerId`) sees it. `members` are this conversation's. */
export function conversationOut(
  conversation: ConversationRow,
  members: readonly MemberRow[],
  lastMessage: MessageRow | null,
  unreadCount: number,
  viewerId: string,
): Conversation {
  const creator = members.find((member) => member.userId === conversation.createdBy);
  const createdBy: ChatUser = creator
    ? chatUserOut(creator, viewerId)
    : {
        _id: conversation.createdBy,
        name: '',
        username: '',
        user_type: 'graduate',
        avatar: null,
        email: null,
        phone: null,
      };
  return {
    _id: conversation.id,
    created_by: createdBy,
    recipients: members
      .filter((member) => member.userId !== conversation.createdBy)
      .map((member) => chatUserOut(member, viewerId)),
    last_message: lastMessage ? messageOut(lastMessage) : null,
    unread_count: unreadCount,
    reads: members.map((member) => readReceiptOut(conversation.id, member.userId, member.lastReadAt)),
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.lastMessageAt.toISOString(),
  };
}

export function userLookupOut(row: {
  id: string;
  name: string;
  username: string;
  avatar: FileRef | null;
  userType: string;
}): UserLookup {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    avatar: fileOut(row.avatar),
    user_type: row.userType as UserType,
  };
}

export function blockedUserOut(row: {
  id: string;
  name: string;
  username: string;
  avatar: FileRef | null;
  blockedAt: Date;
}): BlockedUser {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    avatar: fileOut(row.avatar),
    blockedAt: row.blockedAt.toISOString(),
  };
}
