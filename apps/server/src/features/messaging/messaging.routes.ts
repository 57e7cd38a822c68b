import {
  blockedUserSchema,
  blockParamsSchema,
  blockSchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationReportSchema,
  conversationSchema,
  conversationsQuerySchema,
  createChatPayloadSchema,
  createChatResultSchema,
  envelopeSchema,
  MESSAGE_MEDIA_RATE_LIMIT,
  MESSAGING_MESSAGES,
  mediaParamsSchema,
  mediaUploadSchema,
  messageMediaSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  messagingDeskOperations,
  postMessageSchema,
  readReceiptSchema,
  reportSchema,
  UPLOAD_BODY_LIMIT_BYTES,
  USER_LOOKUP_RATE_LIMIT,
  unreadCountSchema,
  userLookupParamsSchema,
  userLookupSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
 * without a socket). Every route is for any signed-in, verified account; routes on one conversation name the
 * `conversationMember` policy (non-members get the 404 of a conversation that does not exist).
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const realtime = app.hasDecorator('realtime') ? app.realtime : undefined;
  const messaging = createMessagingService(deps, { notifier: realtime });
  const reports = createReportsService(deps);
  // Offered to other features through the platform (the mentors' broadcast), so none imports this service.
  deps.ports.groupMessages = messaging;
  if (realtime) registerMessagingSocket(realtime, messaging, deps.log);

  const tags = ['messaging'];
  const member = { roles: 'any', owner: 'conversationMember' } as const;
  const signedIn = { roles: 'any' } as const;
  const params = conversationParamsSchema;

  app.get(
    '/v1/conversations',
    {
      // Opened on every visit (issue 23): conversationOut builds each entry field by field, tests parse the answer.
      ...uncheckedOutput,
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Your conversations, newest activity first, with the last message and your unread count',
        querystring: conversationsQuerySchema,
        response: { 200: envelopeSchema(conversationPageSchema) },
      },
    },
    async (request) =>
      ok(
        MESSAGING_MESSAGES.conversationsLoaded,
        await messaging.listConversations(requireAuth(request), request.query),
      ),
  );

  app.get(
    '/v1/conversations/unread',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Your unread messages and the conversations holding them (the top bar badge)',
        response: { 200: envelopeSchema(unreadCountSchema) },
      },
    },
    async (request) =>
      ok(MESSAGING_MESSAGES.unreadCounted, await messaging.unreadCount(requireAuth(request))),
  );

  app.post(
    '/v1/conversations',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary:
          'Start a chat (create-chat): reuses the conversation of exactly you + the recipients when there is one',
        body: createChatPayloadSchema,
        response: {
          200: envelopeSchema(createChatResultSchema),
          201: envelopeSchema(createChatResultSchema),
        },
      },
    },
    async (request, reply) => {
      const result = await messaging.createChat(requireAuth(request), request.body);
      return reply.status(result.status).send(envelope(result.status, result.msg, result.payload));
    },
  );

  app.get(
    '/v1/conversations/:id',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'One of your conversations',
        params,
        response: { 200: envelopeSchema(conversationSchema) },
      },
    },
    async (request) =>
      ok(
        MESSAGING_MESSAGES.conversationLoaded,
        await messaging.getConversation(requireAuth(request), request.params.id),
      ),
  );

  app.get(
    '/v1/conversations/:id/messages',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Message history, newest first; ?before={message id} for older messages',
        params,
        querystring: messagesQuerySchema,
        response: { 200: envelopeSchema(messagePageSchema) },
      },
    },
    async (request) =>
      ok(
        MESSAGING_MESSAGES.messagesLoaded,
        await messaging.history(requireAuth(request), request.params.id, request.query),
      ),
  );

  app.post(
    '/v1/conversations/:id/messages',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Send a message (send-message without a socket); a resent client_id answers the stored copy',
        params,
        body: postMessageSchema,
        response: { 200: envelopeSchema(messageSchema), 201: envelopeSchema(messageSchema) },
      },
    },
    async (request, reply) => {
      const result = await messaging.postToConversation(
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return reply.status(result.status).send(envelope(result.status, result.msg, result.payload));
    },
  );

  app.post(
    '/v1/conversations/:id/read',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Mark the conversation read up to now (the other members see it as seen)',
        params,
        response: { 200: envelopeSchema(readReceiptSchema) },
      },
    },
    async (request) =>
      ok(MESSAGING_MESSAGES.read, await messaging.markRead(requireAuth(request), request.params.id)),
  );

  app.post(
    '/v1/conversations/:id/report',
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          "Report the conversation to the administrators: it reaches the support desk as the reporter's ticket of kind 'report'",
        params,
        body: reportSchema,
        response: { 201: envelopeSchema(conversationReportSchema) },
      },
    },
    async (request, reply) => {
      const report = await reports.report(requireAuth(request), request.params.id, request.body.reason);
      return reply.status(201).send(envelope(201, MESSAGING_MESSAGES.reported, report));
    },
  );

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

  app.post(
    '/v1/messages/media',
    {
      config: { access: signedIn, heavy: true },
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      preHandler: app.limit({
        name: 'message-media',
        max: MESSAGE_MEDIA_RATE_LIMIT.max,
        windowSeconds: MESSAGE_MEDIA_RATE_LIMIT.windowSeconds,
        key: (request) => request.auth?.accountId,
      }),
      schema: {
        tags,
        summary:
          "Upload an attachment (PNG, JPEG, WebP or PDF, at most 5 MB; checked by content, pictures re-encoded), then send it as a message's media: {_id}",
        body: mediaUploadSchema,
        response: { 201: envelopeSchema(messageMediaSchema) },
      },
    },
    async (request, reply) => {
      const media = await messaging.uploadMedia(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, MESSAGING_MESSAGES.mediaUploaded, media));
    },
  );

  app.get(
    '/v1/messages/media/:id',
    {
      config: { access: { roles: 'any', owner: 'mediaReader' } },
      schema: {
        tags,
        summary:
          'An attachment: its uploader and the members of its conversation only (pictures inline, PDFs as downloads)',
        params: mediaParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, bytes } = await messaging.mediaFile(request.params.id);
      return reply.headers(fileHeaders(file)).send(bytes);
    },
  );

  app.get(
    '/v1/users/:usernameOrEmail',
    {
      config: { access: signedIn },
      // Exact match only and counted per account, so the user base cannot be listed or guessed quickly.
      preHandler: app.limit({
        name: 'user-lookup',
        max: USER_LOOKUP_RATE_LIMIT.max,
        windowSeconds: USER_LOOKUP_RATE_LIMIT.windowSeconds,
        key: (request) => request.auth?.accountId,
      }),
      schema: {
        tags,
        summary: 'Find one account by its exact username or e-mail address (chat user search)',
        params: userLookupParamsSchema,
        response: { 200: envelopeSchema(userLookupSchema) },
      },
    },
    async (request) =>
      ok(MESSAGING_MESSAGES.userFound, await messaging.lookupUser(request.params.usernameOrEmail)),
  );

  app.get(
    '/v1/blocks',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'The accounts you have blocked',
        response: { 200: envelopeSchema(z.array(blockedUserSchema)) },
      },
    },
    async (request) => ok(MESSAGING_MESSAGES.blocksLoaded, await messaging.blocks(requireAuth(request))),
  );

  app.post(
    '/v1/blocks',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Block an account: it can no longer send you messages',
        body: blockSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await messaging.block(requireAuth(request), request.body.user_id);
      return ok(MESSAGING_MESSAGES.blocked, null);
    },
  );

  app.delete(
    '/v1/blocks/:userId',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Unblock an account',
        params: blockParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await messaging.unblock(requireAuth(request), request.params.userId);
      return ok(MESSAGING_MESSAGES.unblocked, null);
    },
  );
};

export const messagingFeature: Feature = {
  name: 'messaging',
  routes,
  policies: messagingPolicies,
  sweeps: messagingSweeps,
  personalData: messagingPersonalData,
};
