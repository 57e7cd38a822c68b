import { z } from 'zod';
import { idSchema } from '../api';
import { defineOperation } from '../operation';
import { profileSchema } from '../profiles';
import { USERS_SEGMENTS } from '../roles';
import { avatarUploadSchema, documentUploadSchema } from '../uploads';

const tags = ['uploads'] as const;
const params = z.object({ id: idSchema });
type DocumentSegment = 'graduates' | 'staff' | 'employers';

const document = <S extends DocumentSegment>(segment: S) =>
  defineOperation({
    method: 'PATCH',
    path: `/v1/${segment}/:id/documents` as `/v1/${S}/:id/documents`,
    tags,
    summary: `Upload a document to your ${USERS_SEGMENTS[segment]} profile (checked by content; replaces the previous one)`,
    params,
    body: documentUploadSchema,
    response: profileSchema,
  });

/** Uploads (spec 000 §5, spec 001 §5): files travel as base64 in JSON (decision 10). */
export const uploadOperations = {
  avatar: defineOperation({
    method: 'PATCH',
    path: '/v1/users/:id/avatar',
    tags,
    summary: 'Replace your profile picture (PNG or JPG, at most 2 MB and 25 million pixels; re-encoded)',
    params,
    body: avatarUploadSchema,
    response: profileSchema,
  }),
  document: {
    graduates: document('graduates'),
    staff: document('staff'),
    employers: document('employers'),
  },
  /** The file's bytes (not an envelope). */
  file: defineOperation({
    method: 'GET',
    path: '/v1/files/:id',
    tags,
    summary: 'Read a stored file you are allowed to see',
    params,
  }),
};
