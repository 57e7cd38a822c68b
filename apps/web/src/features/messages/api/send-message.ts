import {
  type CreateChatPayload,
  type CreateChatResult,
  MESSAGING_EVENTS,
  type Message,
  type SendMessagePayload,
} from '@tvet/contract';
import { realtime } from '@/lib/socket';

/*
 * The two ways a message leaves (spec 000 §7 'Realtime messaging'), through the socket and its acknowledgement.
 * Each carries a client_id made once per message and reused on every retry, so the server stores it once
 * whatever happens to the connection. They reject with RealtimeRefusal (the server said no: 'Error occured -
 * {msg}') or RealtimeUnavailableError (it never got there: kept and sent again on reconnection). The outbox
 * (lib/outbox.ts) decides which to call and what to keep.
 */

/** send-message {text, conversationId, client_id}: answers the stored copy. */
export async function sendMessage(payload: SendMessagePayload): Promise<Message> {
  const answer = await realtime.emit<Message>(MESSAGING_EVENTS.sendMessage, payload);
  return answer.payload as Message;
}

/**
 * create-chat {text, recipients, client_id}: the conversation with those people, opened with this message; an
 * existing conversation of exactly those members is reused by the server.
 */
export async function createChat(payload: CreateChatPayload): Promise<CreateChatResult> {
  const answer = await realtime.emit<CreateChatResult>(MESSAGING_EVENTS.createChat, payload);
  return answer.payload as CreateChatResult;
}
