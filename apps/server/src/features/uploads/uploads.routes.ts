import {
  avatarUploadSchema,
  documentUploadSchema,
  envelopeSchema,
  IMAGE_MAX_BYTES,
  idSchema,
  MESSAGES,
  profileSchema,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_MESSAGES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { uploadsPersonalData } from './uploads.personal-data';
import { uploadsPolicies } from './uploads.policy';
import { fileHeaders } from './uploads.serialize';
import { createUploadsService } from './uploads.service';

/** Base64 of the largest picture, with room for a data-URL prefix and the other fields. */
const AVATAR_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const params = z.object({ id: idSchema });

/*
 * Uploads (spec 000 §5, spec 001 §5): files travel as base64 in JSON, are checked by their bytes and stored
 * behind the storage interface; pictures are re-encoded by the server. Each route: path, access, schemas, one
 * service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const uploads = createUploadsService(deps);
  const tags = ['uploads'];

  app.patch(
    '/v1/users/:id/avatar',
    {
      config: { access: { roles: 'any', owner: 'self' } },
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replace your profile picture (PNG or JPG, at most 2 MB and 25 million pixels; re-encoded)',
        params,
        body: avatarUploadSchema,
        response: { 200: envelopeSchema(profileSchema) },
      },
    },
    async (request) => ok(MESSAGES.imageUpdated, await uploads.setAvatar(requireAuth(request), request.body)),
  );

  for (const segment of ['graduates', 'staff', 'employers'] as const) {
    const userType = USERS_SEGMENTS[segment];
    app.patch(
      `/v1/${segment}/:id/documents`,
      {
        config: { access: { roles: [userType], owner: 'self' } },
        bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary: `Upload a document to your ${userType} profile (checked by content; replaces the previous one)`,
          params,
          body: documentUploadSchema,
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request) => {
        const { document_type: type, document } = request.body;
        const profile = await uploads.setDocument(requireAuth(request), segment, type, document);
        return ok(UPLOAD_MESSAGES.documentUploaded(type), profile);
      },
    );
  }

  app.get(
    '/v1/files/:id',
    {
      config: { access: { roles: 'any', owner: 'fileReader' } },
      schema: { tags, summary: 'Read a stored file you are allowed to see', params },
    },
    async (request, reply) => {
      const { file, bytes } = await uploads.download(request.params.id);
      return reply.headers(fileHeaders(file)).send(bytes);
    },
  );
};

export const uploadsFeature: Feature = {
  name: 'uploads',
  routes,
  policies: uploadsPolicies,
  personalData: uploadsPersonalData,
};
