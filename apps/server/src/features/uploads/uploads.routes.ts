import {
  avatarUploadSchema,
  documentUploadSchema,
  envelopeSchema,
  IMAGE_MAX_BYTES,
  idSchema,
  MESSAGES,
  profileSchema,
  SERVER_MESSAGES,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  USERS_SEGMENTS,
  type UserType,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employers, files, graduates, staff, users } from '../../db/schema';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { findProfileById } from '../profiles/profiles.repository';
import { profileOut } from '../profiles/profiles.serialize';
import { canReadFile } from './files.policy';
import { inspectUpload } from './uploads.inspect';
import { replaceFile } from './uploads.service';

const AVATAR_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The profile column that holds each document. */
const DOCUMENT_COLUMNS = {
  school_id: { table: graduates, column: 'schoolId' },
  resume: { table: graduates, column: 'resume' },
  id_card: { table: staff, column: 'idCard' },
  cac_document: { table: employers, column: 'cacDocument' },
} as const;

export const uploadsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  async function ownProfile(userType: UserType, profileId: string, auth: ReturnType<typeof requireAuth>) {
    if (auth.userType !== userType || auth.profileId !== profileId) throw forbidden(SERVER_MESSAGES.notOwner);
    const found = await findProfileById(deps.db, userType, profileId);
    if (!found) throw notFound(SERVER_MESSAGES.profileNotFound);
    return found;
  }

  app.patch(
    '/v1/users/:id/avatar',
    {
      config: { access: { roles: 'any' } },
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: {
        tags: ['uploads'],
        summary: 'Replace your profile picture (PNG or JPG, at most 2 MB, checked by content)',
        params: z.object({ id: idSchema }),
        body: avatarUploadSchema,
        response: { 200: envelopeSchema(profileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.accountId !== request.params.id) throw forbidden(SERVER_MESSAGES.notOwner);
      const file = await inspectUpload(request.body, 'avatar');
      await replaceFile(deps, auth.accountId, 'avatar', file, async (tx, ref) => {
        const [before] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, auth.accountId))
          // Not FOR UPDATE: inserting the files row already holds a KEY SHARE lock on this user (its foreign
          // key), and FOR UPDATE conflicts with that, so two uploads at once deadlocked on PostgreSQL.
          .for('no key update');
        await tx.update(users).set({ avatar: ref }).where(eq(users.id, auth.accountId));
        return before?.avatar;
      });
      const found = await ownProfile(auth.userType, auth.profileId, auth);
      return ok(MESSAGES.imageUpdated, profileOut(auth.userType, found.profile, found.user));
    },
  );

  for (const segment of ['graduates', 'staff', 'employers'] as const) {
    const userType = USERS_SEGMENTS[segment];
    app.patch(
      `/v1/${segment}/:id/documents`,
      {
        config: { access: { roles: [userType] } },
        bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags: ['uploads'],
          summary: `Upload a document to your ${userType} profile (checked by content; replaces the previous one)`,
          params: z.object({ id: idSchema }),
          body: documentUploadSchema,
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { document_type: type, document } = request.body;
        const owners = UPLOAD_RULES[type].owners as readonly string[];
        if (!owners.includes(segment)) {
          throw badRequest(UPLOAD_MESSAGES.notYourDocument(type), {
            document_type: UPLOAD_MESSAGES.notYourDocument(type),
          });
        }
        await ownProfile(userType, request.params.id, auth);
        const file = await inspectUpload(document, type);
        const { table, column } = DOCUMENT_COLUMNS[type];
        await replaceFile(deps, auth.accountId, type, file, async (tx, ref) => {
          const [before] = await tx.select().from(table).where(eq(table.id, request.params.id)).for('update');
          await tx
            .update(table)
            .set({ [column]: ref })
            .where(eq(table.id, request.params.id));
          return (before as Record<string, unknown> | undefined)?.[column] as never;
        });
        const found = await ownProfile(userType, request.params.id, auth);
        return ok(UPLOAD_MESSAGES.documentUploaded(type), profileOut(userType, found.profile, found.user));
      },
    );
  }

  app.get(
    '/v1/files/:id',
    {
      // Who may read which file is decided in files.policy.ts.
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['uploads'],
        summary: 'Read a stored file you are allowed to see',
        params: z.object({ id: idSchema }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [file] = await deps.db.select().from(files).where(eq(files.id, request.params.id)).limit(1);
      if (!file) throw notFound();
      if (!(await canReadFile(deps.db, auth, file))) throw forbidden();
      const bytes = await deps.storage.get(file.storageKey);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', file.mimetype)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.title)}"`)
        .send(bytes);
    },
  );
};

export const uploadsFeature: Feature = { name: 'uploads', routes: uploadsRoutes };
