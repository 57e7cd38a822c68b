import { createHash, randomUUID } from 'node:crypto';
import {
  CONVERSATION_MEMBERS_MAX,
  type createChatPayloadSchema,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  type Message,
  type postMessageSchema,
  type sendMessagePayloadSchema,
} from '@tvet/contract';
import type { z } from 'zod';
import { uniqueViolation } from '../../../db/errors';
import { isCaller } from '../../../platform/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { conversationView } from '../conversations/conversations.service';
import { checkMedia, mediaInUse } from '../media/media.service';
import * as blocksRepo from '../messaging.blocks.repository';
import type { MessagingDeps } from '../messaging.deps';
import * as messagesRepo from '../messaging.messages.repository';
import * as repo from '../messaging.repository';
import * as sendRepo from '../messaging.send.repository';
import { conversationOut, messageOut } from '../messaging.serialize';

/*
 * Sending: one message to a conversation or to the conversation of exactly sender + recipients (opened when
 * missing), and a mentor's broadcast. Membership is checked here because socket events have no route declaration
 * to check it before them.
 */

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

async function storedMessage(deps: MessagingDeps, id: string): Promise<Message> {
  const [row] = await messagesRepo.messagesByIds(deps.db, [id]);
  if (!row) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  return messageOut(row);
}

/** A client_id the sender already used: the same message again answers the stored copy; anything else is 409. */
async function resend(
  deps: MessagingDeps,
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
    message: await storedMessage(deps, existing.id),
    conversationId: existing.conversationId,
    created: false,
  };
}

/**
 * Stores one message from `senderId` (to a conversation it is a member of, or to the conversation of exactly
 * sender + recipients, created when missing), then emits it. Stored before it is answered; refused (nothing
 * stored) when a member blocked the sender or the sender blocked a member, or the sender is over the rate.
 */
export async function postMessage(
  deps: MessagingDeps,
  senderId: string,
  target: Target,
  body: Body,
  origin?: string,
  /** False for a broadcast's copies: the broadcast was counted once, as one message. */
  limited = true,
): Promise<Posted> {
  const { db } = deps;
  // Limits before work: a sender over the rate is refused before any database read (issue 22 point 4).
  const wait = limited ? await deps.limiter.take(senderId, Date.now()) : 0;
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
  if (checks.existing) return resend(deps, checks.existing, senderId, target, body);

  const memberIds = byRecipients ?? checks.memberIds;
  if (byId && !memberIds.includes(senderId)) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  const conversationId = byId ?? checks.conversationId;
  const others = memberIds.filter((id) => id !== senderId);
  if (checks.accounts !== others.length) throw notFound(MESSAGING_MESSAGES.recipientNotFound);
  if (checks.blockedBy) throw forbidden(MESSAGING_MESSAGES.blockedByRecipient);
  if (checks.blocking) throw forbidden(MESSAGING_MESSAGES.youBlocked);
  if (body.mediaId) await checkMedia(deps, senderId, body.mediaId);

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
      stored = opened?.message ?? (await sendToRacedConversation(deps, memberKey, input));
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
    return resend(deps, again, senderId, target, body);
  }

  const message = messageOut(stored);
  if (opened) announceChat(deps, opened);
  deps.notifier.toAccounts(memberIds, MESSAGING_EVENTS.receiveMessage, message, origin);
  return { status: 201, message, conversationId: stored.conversationId, created: Boolean(opened) };
}

/** Another send opened the conversation of this member key first: the message goes to that one. */
async function sendToRacedConversation(
  deps: MessagingDeps,
  memberKey: string,
  input: Omit<Parameters<typeof messagesRepo.insertMessage>[1], 'conversationId'>,
) {
  const found = await repo.findConversationByKey(deps.db, memberKey);
  if (!found) throw new Error('conversation neither opened nor found');
  return messagesRepo.insertMessage(deps.db, { ...input, conversationId: found.id });
}

/** chat-created to every member, each with their own view (their unread count, their own contact details). */
function announceChat(deps: MessagingDeps, { conversation, message: first, members }: sendRepo.Opened) {
  for (const member of members) {
    const unread = member.userId === first.senderId ? 0 : 1;
    deps.notifier.toAccounts(
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

function answerOf(posted: Posted) {
  return {
    status: posted.status,
    msg: posted.status === 200 ? MESSAGING_MESSAGES.alreadySent : MESSAGING_MESSAGES.sent,
    payload: posted.message,
  };
}

/** create-chat and POST /v1/conversations. */
export async function createChat(
  deps: MessagingDeps,
  auth: AuthContext,
  payload: z.output<typeof createChatPayloadSchema>,
  origin?: string,
) {
  checkCreatedBy(auth, payload.created_by);
  const posted = await postMessage(
    deps,
    auth.accountId,
    { recipients: payload.recipients },
    bodyOf(payload),
    origin,
  );
  const conversation = await conversationView(deps, posted.conversationId, auth.accountId);
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
}

/** send-message: to `conversationId` (recipients then ignored), else to the conversation of the recipients. */
export async function sendMessage(
  deps: MessagingDeps,
  auth: AuthContext,
  payload: z.output<typeof sendMessagePayloadSchema>,
  origin?: string,
) {
  checkCreatedBy(auth, payload.created_by);
  const target: Target = payload.conversationId
    ? { conversationId: payload.conversationId }
    : { recipients: payload.recipients ?? [] };
  const posted = await postMessage(deps, auth.accountId, target, bodyOf(payload), origin);
  return answerOf(posted);
}

/** POST /v1/conversations/{id}/messages. */
export async function postToConversation(
  deps: MessagingDeps,
  auth: AuthContext,
  conversationId: string,
  payload: z.output<typeof postMessageSchema>,
) {
  checkCreatedBy(auth, payload.created_by);
  return answerOf(await postMessage(deps, auth.accountId, { conversationId }, bodyOf(payload)));
}

/** The client_id of one member's copy of a broadcast: the same on a retry, distinct per member, within 8-64 chars. */
function copyId(batch: string, memberId: string): string {
  return `b${createHash('sha256').update(`${batch}:${memberId}`).digest('hex').slice(0, 40)}`;
}

/**
 * A mentor's broadcast, delivered the way broadcast lists are (issue 22 point 14; spec 001 §7 made one group
 * of the cohort, so every mentee saw every other mentee's name): each member receives the text in their own
 * one-to-one conversation with the sender (created when missing, with the text as its first message), and
 * nobody learns who else received it. Counted as one message against the sender's rate. `clientId` makes a
 * retry answer the stored copies (each member's copy gets an id derived from it). Members who blocked the
 * sender, or whom the sender blocked, are left out; the answer names who was reached. 403 when that leaves
 * nobody.
 */
export async function broadcast(
  deps: MessagingDeps,
  senderId: string,
  memberIds: readonly string[],
  text: string,
  clientId?: string,
) {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest(MESSAGING_MESSAGES.emptyMessage, { text: MESSAGING_MESSAGES.emptyMessage });
  if (trimmed.length > MESSAGE_TEXT_MAX_LENGTH) {
    throw badRequest(MESSAGING_MESSAGES.textTooLong, { text: MESSAGING_MESSAGES.textTooLong });
  }
  const members = membersFor(senderId, memberIds).slice(1);
  const wait = await deps.limiter.take(senderId, Date.now());
  if (wait > 0) throw new AppError(429, MESSAGING_MESSAGES.tooFast(Math.max(1, Math.ceil(wait / 1000))));
  const blocked = await blocksRepo.blockedEitherWay(deps.db, senderId, members);
  const reachable = members.filter((id) => !blocked.has(id));
  if (reachable.length === 0) throw forbidden(MESSAGING_MESSAGES.blockedByRecipient);
  const batch = clientId ?? randomUUID();
  const reached: string[] = [];
  let created = 0;
  for (const memberId of reachable) {
    try {
      const posted = await postMessage(
        deps,
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
}
