import {
  createChatPayloadSchema,
  getAllConversationMessagesPayloadSchema,
  getAllConversationsPayloadSchema,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  readPayloadSchema,
  sendMessagePayloadSchema,
} from '@tvet/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../platform/realtime';
import type { MessagingService } from './messaging.service';

/*
 * The spec's socket events (spec 000 §7 'Realtime messaging'), each validated with its contract schema and answered
 * through its acknowledgement by platform/realtime.ts; each calls the same service function as its REST route.
 */
export function registerMessagingSocket(
  realtime: Realtime,
  messaging: MessagingService,
  log: FastifyBaseLogger,
) {
  const seen = (accountId: string) =>
    messaging.seen([accountId]).catch((error) => log.warn({ err: error }, 'presence not recorded'));

  realtime.onConnection((socket, auth) => {
    void seen(auth.accountId);
    socket.on('disconnect', () => void seen(auth.accountId));

    realtime.handle(
      socket,
      MESSAGING_EVENTS.getAllConversations,
      getAllConversationsPayloadSchema,
      async (who, payload) => ({
        status: 200,
        msg: MESSAGING_MESSAGES.conversationsLoaded,
        payload: await messaging.listConversations(who, payload),
      }),
    );

    realtime.handle(
      socket,
      MESSAGING_EVENTS.getAllConversationMessages,
      getAllConversationMessagesPayloadSchema,
      async (who, payload) => ({
        status: 200,
        msg: MESSAGING_MESSAGES.messagesLoaded,
        payload: await messaging.history(who, payload.conversationId, payload),
      }),
    );

    realtime.handle(socket, MESSAGING_EVENTS.createChat, createChatPayloadSchema, (who, payload) =>
      messaging.createChat(who, payload, socket.id),
    );

    realtime.handle(socket, MESSAGING_EVENTS.sendMessage, sendMessagePayloadSchema, (who, payload) =>
      messaging.sendMessage(who, payload, socket.id),
    );

    realtime.handle(socket, MESSAGING_EVENTS.read, readPayloadSchema, async (who, payload) => ({
      status: 200,
      msg: MESSAGING_MESSAGES.read,
      payload: await messaging.markRead(who, payload.conversationId),
    }));
  });
}
