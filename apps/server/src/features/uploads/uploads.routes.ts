import {
  IMAGE_MAX_BYTES,
  MESSAGES,
  uploadOperations as ops,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_MESSAGES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { uploadsPersonalData } from './uploads.personal-data';
import { uploadsPolicies } from './uploads.policy';
import { fileHeaders } from './uploads.serialize';
import { createUploadsService } from './uploads.service';

/** Base64 of the largest picture, with room for a data-URL prefix and the other fields. */
const AVATAR_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/*
 * Uploads (spec 000 §5, spec 001 §5): files travel as base64 in JSON, are checked by their bytes and stored
 * behind the storage interface; pictures are re-encoded by the server. Each route: path, access, schemas, one
 * service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const uploads = createUploadsService(deps);
  route(app, ops.avatar, {
    access: { roles: 'any', owner: 'self' },
    bodyLimit: AVATAR_BODY_LIMIT,
    handler: async (request) =>
      ok(MESSAGES.imageUpdated, await uploads.setAvatar(requireAuth(request), request.body)),
  });

  for (const segment of ['graduates', 'staff', 'employers'] as const) {
    route(app, ops.document[segment], {
      access: { roles: [USERS_SEGMENTS[segment]], owner: 'self' },
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      handler: async (request) => {
        const { document_type: type, document } = request.body;
        const profile = await uploads.setDocument(requireAuth(request), segment, type, document);
        return ok(UPLOAD_MESSAGES.documentUploaded(type), profile);
      },
    });
  }

  route(app, ops.file, {
    access: { roles: 'any', owner: 'fileReader' },
    handler: async (request, reply) => {
      const { file, bytes } = await uploads.download(request.params.id);
      return reply.headers(fileHeaders(file)).send(bytes);
    },
  });
};

export const uploadsFeature: Feature = {
  name: 'uploads',
  routes,
  policies: uploadsPolicies,
  personalData: uploadsPersonalData,
};
