import {
  createChatResultSchema,
  envelopeSchema,
  MESSAGE_MEDIA_RATE_LIMIT,
  MESSAGING_MESSAGES,
  messageSchema,
  messagingDeskOperations,
  messagingOperations as ops,
  UPLOAD_BODY_LIMIT_BYTES,
  USER_LOOKUP_RATE_LIMIT,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { fileHeaders } from '../../platform/files/headers';
import { route } from '../../platform/operation-route';
import { uncheckedOutput } from '../../platform/unchecked-output';
import { messagingPersonalData } from './messaging.personal-data';
import { messagingPolicies } from './messaging.policy';
import { createReportsService } from './messaging.reports';
import { createMessagingService } from './messaging.service';
import { registerMessagingSocket } from './messaging.socket';
import { messagingSweeps } from './messaging.sweeps';

/*
 * Messaging (spec 000 §7 'Realtime messaging' and the REST routes beside it, for paging history and for clients
 * without a socket), each registered from its contract operation (packages/contract/src/operations/messaging.ts).
 * Every route is for any signed-in, verified account; routes on one conversation name the
 * `conversationMember` policy (non-members get the 404 of a conversation that does not exist).
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const realtime = app.hasDecorator('realtime') ? app.realtime : undefined;
  const messaging = createMessagingService(deps, { notifier: realtime });
  const reports = createReportsService(deps);
  // Offered to other features through the platform (the mentors' broadcast), so none imports this service.
  deps.ports.groupMessages = messaging;
  if (realtime) registerMessagingSocket(realtime, messaging, deps.log);

  const member = { roles: 'any', owner: 'conversationMember' } as const;
  const signedIn = { roles: 'any' } as const;

  route(app, ops.conversations, {
    access: signedIn,
    // Opened on every visit (issue 23): conversationOut builds each entry field by field, tests parse the answer.
    ...uncheckedOutput,
    handler: async (request) =>
      ok(
        MESSAGING_MESSAGES.conversationsLoaded,
        await messaging.listConversations(requireAuth(request), request.query),
      ),
  });

  route(app, ops.unread, {
    access: signedIn,
    handler: async (request) =>
      ok(MESSAGING_MESSAGES.unreadCounted, await messaging.unreadCount(requireAuth(request))),
  });

  route(app, ops.createChat, {
    access: signedIn,
    responses: { 201: envelopeSchema(createChatResultSchema) },
    handler: async (request, reply) => {
      const result = await messaging.createChat(requireAuth(request), request.body);
      return reply.status(result.status).send(envelope(result.status, result.msg, result.payload));
    },
  });

  route(app, ops.conversation, {
    access: member,
    handler: async (request) =>
      ok(
        MESSAGING_MESSAGES.conversationLoaded,
        await messaging.getConversation(requireAuth(request), request.params.id),
      ),
  });

  route(app, ops.messages, {
    access: member,
    handler: async (request) =>
      ok(
        MESSAGING_MESSAGES.messagesLoaded,
        await messaging.history(requireAuth(request), request.params.id, request.query),
      ),
  });

  route(app, ops.send, {
    access: member,
    responses: { 201: envelopeSchema(messageSchema) },
    handler: async (request, reply) => {
      const result = await messaging.postToConversation(
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return reply.status(result.status).send(envelope(result.status, result.msg, result.payload));
    },
  });

  route(app, ops.read, {
    access: member,
    handler: async (request) =>
      ok(MESSAGING_MESSAGES.read, await messaging.markRead(requireAuth(request), request.params.id)),
  });

  route(app, ops.report, {
    access: member,
    handler: async (request, reply) => {
      const report = await reports.report(requireAuth(request), request.params.id, request.body.reason);
      return reply.status(201).send(envelope(201, MESSAGING_MESSAGES.reported, report));
    },
  });

  // ---- the support desk reads a reported conversation (administrators; 404 for one nobody reported)

  // Administrators pass owner rules, so the service checks that the conversation was reported (assertReported).
  const reported = { roles: ['admin'] } as const;
  route(app, messagingDeskOperations.reportedConversation, {
    access: reported,
    handler: async (request) =>
      ok(
        MESSAGING_MESSAGES.reportedConversationLoaded,
        await reports.reportedConversation(request.params.id),
      ),
  });

  route(app, messagingDeskOperations.reportedMessages, {
    access: reported,
    handler: async (request) =>
      ok(
        MESSAGING_MESSAGES.messagesLoaded,
        await reports.reportedMessages(requireAuth(request), request.params.id, request.query),
      ),
  });

  route(app, ops.uploadMedia, {
    access: signedIn,
    config: { heavy: true },
    bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
    preHandler: app.limit({
      name: 'message-media',
      max: MESSAGE_MEDIA_RATE_LIMIT.max,
      windowSeconds: MESSAGE_MEDIA_RATE_LIMIT.windowSeconds,
      key: (request) => request.auth?.accountId,
    }),
    handler: async (request, reply) => {
      const media = await messaging.uploadMedia(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, MESSAGING_MESSAGES.mediaUploaded, media));
    },
  });

  route(app, ops.mediaFile, {
    access: { roles: 'any', owner: 'mediaReader' },
    handler: async (request, reply) => {
      const { file, bytes } = await messaging.mediaFile(request.params.id);
      return reply.headers(fileHeaders(file)).send(bytes);
    },
  });

  route(app, ops.findUser, {
    access: signedIn,
    // Exact match only and counted per account, so the user base cannot be listed or guessed quickly.
    preHandler: app.limit({
      name: 'user-lookup',
      max: USER_LOOKUP_RATE_LIMIT.max,
      windowSeconds: USER_LOOKUP_RATE_LIMIT.windowSeconds,
      key: (request) => request.auth?.accountId,
    }),
    handler: async (request) =>
      ok(MESSAGING_MESSAGES.userFound, await messaging.lookupUser(request.params.usernameOrEmail)),
  });

  route(app, ops.blocks, {
    access: signedIn,
    handler: async (request) =>
      ok(MESSAGING_MESSAGES.blocksLoaded, await messaging.blocks(requireAuth(request))),
  });

  route(app, ops.block, {
    access: signedIn,
    handler: async (request) => {
      await messaging.block(requireAuth(request), request.body.user_id);
      return ok(MESSAGING_MESSAGES.blocked, null);
    },
  });

  route(app, ops.unblock, {
    access: signedIn,
    handler: async (request) => {
      await messaging.unblock(requireAuth(request), request.params.userId);
      return ok(MESSAGING_MESSAGES.unblocked, null);
    },
  });
};

export const messagingFeature: Feature = {
  name: 'messaging',
  routes,
  policies: messagingPolicies,
  sweeps: messagingSweeps,
  personalData: messagingPersonalData,
};
