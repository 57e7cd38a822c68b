import { createHash, randomUUID } from 'node:crypto';
import {
  CONVERSATION_MEMBERS_MAX,
  type Conversation,
  type conversationsQuerySchema,
  type createChatPayloadSchema,
  type FileInput,
  type getAllConversationsPayloadSchema,
  MAX_PAGE_SIZE,
  MESSAGE_MEDIA_KINDS,
  MESSAGE_MEDIA_MAX_BYTES,
  MESSAGE_MEDIA_UNUSED_HOURS,
  MESSAGE_RATE_LIMIT,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGES,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  type Message,
  type MessageMedia,
  type MessagePage,
  type messagesQuerySchema,
  paged,
  type postMessageSchema,
  SERVER_MESSAGES,
  type sendMessagePayloadSchema,
  UNREAD_MAIL_AFTER_MINUTES,
  UNREAD_MAIL_EVERY_HOURS,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { isCaller } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { inspectFile } from '../../platform/files/inspect';
import type { AuthContext } from '../../platform/jwt';
import { newStorageKey } from '../../platform/storage';
import * as blocksRepo from './messaging.blocks.repository';
import { unreadMail } from './messaging.mail';
import * as mediaRepo from './messaging.media.repository';
import * as messagesRepo from './messaging.messages.repository';
import { assertMember } from './messaging.policy';
import { createSenderLimiter, type SenderLimiter } from './messaging.rate';
import * as readsRepo from './messaging.reads.repository';
import * as repo from './messaging.repository';
import * as sendRepo from './messaging.send.repository';
import {
  blockedUserOut,
  conversationOut,
  mediaOut,
  messageOut,
  readReceiptOut,
  userLookupOut,
} from './messaging.serialize';

/** Where the service's events go: every socket of these accounts (platform/realtime.ts), on every node. */
export interface Notifier {
  toAccounts(accountIds: readonly string[], event: string, payload: unknown, except?: string): void;
}

export interface MessagingOptions {
  notifier?: Notifier;
  /** The clock of presence and the unread-mail job (tests move it forward). */
  now?: () => Date;
  limiter?: SenderLimiter;
}

/** Unread-mail candidates are messages of the last two days: the job runs every minute, so none is missed. */
const UNREAD_MAIL_LOOKBACK_MS = 48 * 60 * 60 * 1000;
const UNREAD_MAIL_BATCH = 200;
const UNUSED_MEDIA_BATCH = 200;

const mediaNotFound = () =>
  new AppError(404, MESSAGING_MESSAGES.mediaNotFound, { media: MESSAGING_MESSAGES.mediaNotFound });
const mediaInUse = () => conflict(MESSAGING_MESSAGES.mediaInUse, { media: MESSAGING_MESSAGES.mediaInUse });

/** One page of a conversation's history, newest first, `before` a message id of it (for whoever may read it). */
export async function historyPage(
  db: Database,
  conversationId: string,
  query: z.output<typeof messagesQuerySchema>,
): Promise<MessagePage> {
  let cursor: { createdAt: Date; id: string } | null = null;
  if (query.before) {
    cursor = await messagesRepo.messageCursor(db, conversationId, query.before);
    if (!cursor) {
      const message = 'before must be the id of a message of this conversation';
      throw badRequest(message, { before: message });
    }
  }
  const page = await messagesRepo.messagePage(db, conversationId, cursor, query.limit);
  const docs = page.rows.map(messageOut);
  return {
    docs,
    limit: query.limit,
    hasMore: page.hasMore,
    nextBefore: page.hasMore ? (docs[docs.length - 1]?._id ?? null) : null,
  };
}

/** The key of a member set: SHA-256 of the sorted, distinct account ids (unique per conversation). */
export function memberKeyOf(accountIds: readonly string[]): string {
  const sorted = [...new Set(accountIds)].sort();
  return createHash('sha256').update(sorted.join(',')).digest('hex');
}

type Target = { conversationId: string } | { recipients: readonly string[] };
interface Body {
  text: string;
  clientId: string;
  mediaId: string | null;
}
/** A message stored (201) or found stored already (200, a resend). */
export interface Posted {
  status: 200 | 201;
  message: Message;
  conversationId: string;
  /** A new conversation was made for this message. */
  created: boolean;
}

/*
 * The messaging use cases, shared by the socket events (messaging.socket.ts) and the REST routes. Membership is
 * checked here (assertMember) because socket events have no route declaration to check it before them.
 */
export function createMessagingService(deps: Deps, options: MessagingOptions = {}) {
  const { db } = deps;
  const now = options.now ?? (() => new Date());
  const notifier: Notifier = options.notifier ?? { toAccounts() {} };
  const limiter =
    options.limiter ??
    createSenderLimiter({
      max: MESSAGE_RATE_LIMIT.max,
      windowMs: MESSAGE_RATE_LIMIT.windowSeconds * 1000,
      redisUrl: deps.config.redisUrl,
      log: deps.log,
    });

  /** The client's created_by, when sent, must name the caller; the caller is always the sender. */
  function checkCreatedBy(auth: AuthContext, createdBy: string | undefined) {
    if (createdBy !== undefined && !isCaller(auth, createdBy)) throw forbidden(MESSAGING_MESSAGES.notYou);
  }

  /** The sender plus the distinct recipients, checked for size and for the sender alone. */
  function membersFor(senderId: string, recipients: readonly string[]): string[] {
    const others = [...new Set(recipients)].filter((id) => id !== senderId);
    if (others.length === 0) {
      throw badRequest(MESSAGING_MESSAGES.recipientIsYou, { recipients: MESSAGING_MESSAGES.recipientIsYou });
    }
    if (others.length + 1 > CONVERSATION_MEMBERS_MAX) {
      throw badRequest(MESSAGING_MESSAGES.tooManyMembers, { recipients: MESSAGING_MESSAGES.tooManyMembers });
    }
    return [senderId, ...others];
  }

  /** Conversations as `viewerId` sees them, in the given order. */
  async function views(rows: repo.ConversationRow[], viewerId: string): Promise<Conversation[]> {
    const ids = rows.map((row) => row.id);
    const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is string => Boolean(id));
    const [members, unread, last] = await Promise.all([
      repo.membersOf(db, ids),
      readsRepo.unreadCounts(db, viewerId, ids),
      messagesRepo.messagesByIds(db, lastIds),
    ]);
    return rows.map((row) =>
      conversationOut(
        row,
        members.filter((member) => member.conversationId === row.id),
        last.find((message) => message.id === row.lastMessageId) ?? null,
        unread.get(row.id) ?? 0,
        viewerId,
      ),
    );
  }

  async function view(conversationId: string, viewerId: string): Promise<Conversation> {
    const row = await repo.findConversation(db, conversationId);
    if (!row) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
    const [conversation] = await views([row], viewerId);
    return conversation;
  }

  async function storedMessage(id: string): Promise<Message> {
    const [row] = await messagesRepo.messagesByIds(db, [id]);
    if (!row) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
    return messageOut(row);
  }

  /** A client_id the sender already used: the same message again answers the stored copy; anything else is 409. */
  async function resend(
    existing: NonNullable<Awaited<ReturnType<typeof messagesRepo.findMessageByClientId>>>,
    senderId: string,
    target: Target,
    body: Body,
  ): Promise<Posted> {
    const sameTarget =
      'conversationId' in target
        ? existing.conversationId === target.conversationId
        : existing.memberKey === memberKeyOf([senderId, ...target.recipients]);
    if (!sameTarget || existing.text !== body.text || (existing.mediaFileId ?? null) !== body.mediaId) {
      throw conflict(MESSAGING_MESSAGES.clientIdReused, { client_id: MESSAGING_MESSAGES.clientIdReused });
    }
    return {
      status: 200,
      message: await storedMessage(existing.id),
      conversationId: existing.conversationId,
      created: false,
    };
  }

  /**
   * Stores one message from `senderId` (to a conversation it is a member of, or to the conversation of exactly
   * sender + recipients, created when missing), then emits it. Stored before it is answered; refused (nothing
   * stored) when a member blocked the sender or the sender blocked a member, or the sender is over the rate.
   */
  async function post(
    senderId: string,
    target: Target,
    body: Body,
    origin?: string,
    /** False for a broadcast's copies: the broadcast was counted once, as one message. */
    limited = true,
  ): Promise<Posted> {
    // Limits before work: a sender over the rate is refused before any database read (issue 22 point 4).
    const wait = limited ? await limiter.take(senderId, Date.now()) : 0;
    if (wait > 0) throw new AppError(429, MESSAGING_MESSAGES.tooFast(Math.max(1, Math.ceil(wait / 1000))));
    const byId = 'conversationId' in target ? target.conversationId : null;
    const byRecipients = 'recipients' in target ? membersFor(senderId, target.recipients) : null;
    const checks = await sendRepo.sendChecks(db, {
      senderId,
      clientId: body.clientId,
      conversationId: byId,
      memberKey: byRecipients && memberKeyOf(byRecipients),
      others: byRecipients?.slice(1) ?? [],
    });
    if (checks.existing) return resend(checks.existing, senderId, target, body);

    const memberIds = byRecipients ?? checks.memberIds;
    if (byId && !memberIds.includes(senderId)) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
    const conversationId = byId ?? checks.conversationId;
    const others = memberIds.filter((id) => id !== senderId);
    if (checks.accounts !== others.length) throw notFound(MESSAGING_MESSAGES.recipientNotFound);
    if (checks.blockedBy) throw forbidden(MESSAGING_MESSAGES.blockedByRecipient);
    if (checks.blocking) throw forbidden(MESSAGING_MESSAGES.youBlocked);
    if (body.mediaId) await checkMedia(senderId, body.mediaId);

    const input = { senderId, clientId: body.clientId, text: body.text, mediaFileId: body.mediaId };
    let stored: messagesRepo.MessageRow | null;
    let opened: sendRepo.Opened | null = null;
    try {
      if (conversationId) {
        // One statement: the message, the conversation's activity and the sender's read mark.
        stored = await messagesRepo.insertMessage(db, { ...input, conversationId });
      } else {
        const memberKey = memberKeyOf(memberIds);
        opened = await sendRepo.openConversation(db, { ...input, memberKey, memberIds });
        stored = opened?.message ?? (await sendToRacedConversation(memberKey, input));
      }
    } catch (error) {
      const violated = uniqueViolation(error);
      // Another message attached the same upload between checkMedia and this insert.
      if (violated === 'messages_media_key') throw mediaInUse();
      // The same client_id stored by a request that raced this one while opening the conversation.
      if (violated !== 'messages_sender_client_key') throw error;
      stored = null;
    }
    if (!stored) {
      // The same client_id stored by a request that raced this one.
      const again = await messagesRepo.findMessageByClientId(db, senderId, body.clientId);
      if (!again) throw new Error('message neither stored nor found');
      return resend(again, senderId, target, body);
    }

    const message = messageOut(stored);
    if (opened) announceChat(opened);
    notifier.toAccounts(memberIds, MESSAGING_EVENTS.receiveMessage, message, origin);
    return { status: 201, message, conversationId: stored.conversationId, created: Boolean(opened) };
  }

  /** Another send opened the conversation of this member key first: the message goes to that one. */
  async function sendToRacedConversation(
    memberKey: string,
    input: Omit<Parameters<typeof messagesRepo.insertMessage>[1], 'conversationId'>,
  ) {
    const found = await repo.findConversationByKey(db, memberKey);
    if (!found) throw new Error('conversation neither opened nor found');
    return messagesRepo.insertMessage(db, { ...input, conversationId: found.id });
  }

  /** An attachment may be named by its uploader only (404 to anyone else, as if absent), and on one message. */
  async function checkMedia(senderId: string, mediaId: string) {
    const file = await mediaRepo.findMediaFile(db, mediaId);
    if (!file || file.ownerId !== senderId) throw mediaNotFound();
    if (file.messageId) throw mediaInUse();
  }

  /** chat-created to every member, each with their own view (their unread count, their own contact details). */
  function announceChat({ conversation, message: first, members }: sendRepo.Opened) {
    for (const member of members) {
      const unread = member.userId === first.senderId ? 0 : 1;
      notifier.toAccounts(
        [member.userId],
        MESSAGING_EVENTS.chatCreated,
        conversationOut(conversation, members, first, unread, member.userId),
      );
    }
  }

  const bodyOf = (payload: { text: string; client_id?: string; media?: { _id: string } | null }): Body => ({
    text: payload.text,
    // No client_id (the spec's payloads): a fresh one, so the message is stored once per send, never merged.
    clientId: payload.client_id ?? randomUUID(),
    mediaId: payload.media?._id ?? null,
  });

  return {
    /** get-all-conversations and GET /v1/conversations: newest activity first, with last message and unread count. */
    async listConversations(
      auth: AuthContext,
      query: z.output<typeof conversationsQuerySchema> | z.output<typeof getAllConversationsPayloadSchema>,
    ) {
      if ('userId' in query && query.userId !== undefined && !isCaller(auth, query.userId)) {
        throw forbidden(SERVER_MESSAGES.notOwner);
      }
      // One statement: the page, each conversation's members, unread count and last message, and the total.
      const limit = Math.max(1, Math.min(query.limit, MAX_PAGE_SIZE));
      const page = Math.max(1, query.page);
      const list = await repo.conversationList(db, auth.accountId, { limit, offset: (page - 1) * limit });
      const docs = list.docs.map((listed) =>
        conversationOut(
          listed.row,
          listed.members,
          listed.last ? messagesRepo.messageRowOf(listed.last) : null,
          listed.unread,
          auth.accountId,
        ),
      );
      return paged(docs, list.total, page, limit);
    },

    async getConversation(auth: AuthContext, conversationId: string) {
      await assertMember(db, conversationId, auth.accountId);
      return view(conversationId, auth.accountId);
    },

    /** get-all-conversation-messages and GET /v1/conversations/{id}/messages: newest first, `before` a message id. */
    async history(auth: AuthContext, conversationId: string, query: z.output<typeof messagesQuerySchema>) {
      await assertMember(db, conversationId, auth.accountId);
      return historyPage(db, conversationId, query);
    },

    /** create-chat and POST /v1/conversations. */
    async createChat(auth: AuthContext, payload: z.output<typeof createChatPayloadSchema>, origin?: string) {
      checkCreatedBy(auth, payload.created_by);
      const posted = await post(auth.accountId, { recipients: payload.recipients }, bodyOf(payload), origin);
      const conversation = await view(posted.conversationId, auth.accountId);
      const msg =
        posted.status === 200
          ? MESSAGING_MESSAGES.alreadySent
          : posted.created
            ? MESSAGING_MESSAGES.chatCreated
            : MESSAGING_MESSAGES.chatReused;
      return {
        status: posted.status,
        msg,
        payload: { conversation, message: posted.message, created: posted.created },
      };
    },

    /** send-message: to `conversationId` (recipients then ignored), else to the conversation of the recipients. */
    async sendMessage(
      auth: AuthContext,
      payload: z.output<typeof sendMessagePayloadSchema>,
      origin?: string,
    ) {
      checkCreatedBy(auth, payload.created_by);
      const target: Target = payload.conversationId
        ? { conversationId: payload.conversationId }
        : { recipients: payload.recipients ?? [] };
      const posted = await post(auth.accountId, target, bodyOf(payload), origin);
      return answerOf(posted);
    },

    /** POST /v1/conversations/{id}/messages. */
    async postToConversation(
      auth: AuthContext,
      conversationId: string,
      payload: z.output<typeof postMessageSchema>,
    ) {
      checkCreatedBy(auth, payload.created_by);
      return answerOf(await post(auth.accountId, { conversationId }, bodyOf(payload)));
    },

    /** read and POST /v1/conversations/{id}/read: the receipt goes to every member ('seen'). */
    async markRead(auth: AuthContext, conversationId: string) {
      await assertMember(db, conversationId, auth.accountId);
      const lastReadAt = await readsRepo.markRead(db, conversationId, auth.accountId);
      const receipt = readReceiptOut(conversationId, auth.accountId, lastReadAt);
      notifier.toAccounts(await repo.memberIdsOf(db, conversationId), MESSAGING_EVENTS.read, receipt);
      return receipt;
    },

    async unreadCount(auth: AuthContext) {
      const totals = await readsRepo.unreadTotals(db, auth.accountId);
      return { unread_messages: totals.messages, unread_conversations: totals.conversations };
    },

    /**
     * A mentor's broadcast, delivered the way broadcast lists are (issue 22 point 14; spec 001 §7 made one group
     * of the cohort, so every mentee saw every other mentee's name): each member receives the text in their own
     * one-to-one conversation with the sender (created when missing, with the text as its first message), and
     * nobody learns who else received it. Counted as one message against the sender's rate. `clientId` makes a
     * retry answer the stored copies (each member's copy gets an id derived from it). Members who blocked the
     * sender, or whom the sender blocked, are left out; the answer names who was reached. 403 when that leaves
     * nobody.
     */
    async broadcast(senderId: string, memberIds: readonly string[], text: string, clientId?: string) {
      const trimmed = text.trim();
      if (!trimmed)
        throw badRequest(MESSAGING_MESSAGES.emptyMessage, { text: MESSAGING_MESSAGES.emptyMessage });
      if (trimmed.length > MESSAGE_TEXT_MAX_LENGTH) {
        throw badRequest(MESSAGING_MESSAGES.textTooLong, { text: MESSAGING_MESSAGES.textTooLong });
      }
      const members = membersFor(senderId, memberIds).slice(1);
      const wait = await limiter.take(senderId, Date.now());
      if (wait > 0) throw new AppError(429, MESSAGING_MESSAGES.tooFast(Math.max(1, Math.ceil(wait / 1000))));
      const blocked = await blocksRepo.blockedEitherWay(db, senderId, members);
      const reachable = members.filter((id) => !blocked.has(id));
      if (reachable.length === 0) throw forbidden(MESSAGING_MESSAGES.blockedByRecipient);
      const batch = clientId ?? randomUUID();
      const reached: string[] = [];
      let created = 0;
      for (const memberId of reachable) {
        try {
          const posted = await post(
            senderId,
            { recipients: [memberId] },
            { text: trimmed, clientId: copyId(batch, memberId), mediaId: null },
            undefined,
            false,
          );
          reached.push(memberId);
          if (posted.created) created += 1;
        } catch (error) {
          // A block made between the check above and this copy: that member is left out, the others still get it.
          if (error instanceof AppError && error.statusCode === 403) continue;
          throw error;
        }
      }
      return { recipients: reached, created };
    },

    /** GET /v1/users/{username_or_email}: exact match only; 'No user found' otherwise. */
    async lookupUser(value: string) {
      const row = await repo.findAccountByUsernameOrEmail(db, value);
      if (!row) throw notFound(MESSAGES.noUserFound);
      return userLookupOut(row);
    },

    async block(auth: AuthContext, userId: string) {
      if (userId === auth.accountId) {
        throw badRequest(MESSAGING_MESSAGES.cannotBlockYourself, {
          user_id: MESSAGING_MESSAGES.cannotBlockYourself,
        });
      }
      if ((await blocksRepo.existingAccounts(db, [userId])).length === 0) {
        throw notFound(MESSAGING_MESSAGES.userToBlockNotFound);
      }
      await blocksRepo.insertBlock(db, auth.accountId, userId);
    },

    async unblock(auth: AuthContext, userId: string) {
      await blocksRepo.deleteBlock(db, auth.accountId, userId);
    },

    async blocks(auth: AuthContext) {
      return (await blocksRepo.blockedAccounts(db, auth.accountId)).map(blockedUserOut);
    },

    /**
     * POST /v1/messages/media: checks the file by its bytes (platform/files: pictures re-encoded with the pixel
     * limit, PDFs kept), stores it and answers the MessageMedia a message then names as `media: {_id}`.
     */
    async uploadMedia(auth: AuthContext, input: FileInput): Promise<MessageMedia> {
      const file = await inspectFile(input, {
        kinds: MESSAGE_MEDIA_KINDS,
        maxBytes: MESSAGE_MEDIA_MAX_BYTES,
      });
      const storageKey = newStorageKey(mediaRepo.MEDIA_FILE_KIND);
      await deps.storage.put(storageKey, file.bytes);
      try {
        const row = await mediaRepo.insertMediaFile(db, {
          ownerId: auth.accountId,
          storageKey,
          mimetype: file.mimetype,
          size: file.bytes.length,
          title: file.title,
        });
        return mediaOut(row);
      } catch (error) {
        await deps.storage.delete(storageKey).catch(() => {});
        throw error;
      }
    },

    /** GET /v1/messages/media/{id}: the route's `mediaReader` policy has checked the caller may read it. */
    async mediaFile(fileId: string) {
      const file = await mediaRepo.findMediaFile(db, fileId);
      const bytes = file && (await deps.storage.get(file.storageKey));
      if (!file || !bytes) throw mediaNotFound();
      return { file, bytes };
    },

    /** Deletes uploads never attached to a message within MESSAGE_MEDIA_UNUSED_HOURS; answers how many. */
    async deleteUnusedMedia(at: Date = now()): Promise<number> {
      const before = new Date(at.getTime() - MESSAGE_MEDIA_UNUSED_HOURS * 3_600_000);
      const keys = await mediaRepo.deleteUnusedMedia(db, before, UNUSED_MEDIA_BATCH);
      for (const key of keys) {
        await deps.storage
          .delete(key)
          .catch((error) => deps.log.warn({ err: error }, 'unused attachment not removed'));
      }
      return keys.length;
    },

    /** Presence: these accounts are connected (or just left) now. */
    async seen(accountIds: readonly string[]) {
      await readsRepo.touchPresence(db, accountIds, now());
    },

    /**
     * Mails each account offline for UNREAD_MAIL_AFTER_MINUTES about its unread messages, at most once per
     * conversation per UNREAD_MAIL_EVERY_HOURS. Answers how many mails were queued. The claim (the mark that
     * it was mailed) and the queued mails commit together, so a process killed midway loses or repeats none;
     * each mail is keyed by the conversation, the reader and the mailing window, so two runs at once (the claim
     * skips rows the other holds) queue it once.
     */
    async mailUnread(at: Date = now()): Promise<number> {
      const windowMs = UNREAD_MAIL_EVERY_HOURS * 3_600_000;
      return db.transaction(async (tx) => {
        const due = await readsRepo.claimDueMails(
          tx,
          {
            now: at,
            offlineBefore: new Date(at.getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000),
            mailedBefore: new Date(at.getTime() - windowMs),
            recentSince: new Date(at.getTime() - UNREAD_MAIL_LOOKBACK_MS),
          },
          UNREAD_MAIL_BATCH,
        );
        let queued = 0;
        for (const item of due) {
          const content = await readsRepo.unreadMailContent(tx, item.conversationId, item.userId);
          if (!content || content.unread === 0) continue;
          const key = `unread:${item.conversationId}:${item.userId}:${Math.floor(at.getTime() / windowMs)}`;
          await deps.mailer.send(unreadMail(content), { tx, key });
          queued += 1;
        }
        return queued;
      });
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;

function answerOf(posted: Posted) {
  return {
    status: posted.status,
    msg: posted.status === 200 ? MESSAGING_MESSAGES.alreadySent : MESSAGING_MESSAGES.sent,
    payload: posted.message,
  };
}

/** The client_id of one member's copy of a broadcast: the same on a retry, distinct per member, within 8-64 chars. */
function copyId(batch: string, memberId: string): string {
  return `b${createHash('sha256').update(`${batch}:${memberId}`).digest('hex').slice(0, 40)}`;
}
