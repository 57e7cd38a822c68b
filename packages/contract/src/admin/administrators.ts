import { z } from 'zod';
import { pageQuerySchema } from '../api';
import { emailField, newPasswordField, personNameField, usernameField } from '../fields';
import { USER_TYPES } from '../roles';
import { ADMIN_PAGE_SIZE } from './common';
import { ADMIN_MESSAGES } from './messages';
import { booleanQuery } from './query-fields';

/* Administrators and the invitations that make them (and mentors): invite, revoke, accept with a password. */

/** Invitations to set a password (administrators; mentors later) expire after this. */
export const INVITATION_TTL_HOURS = 72;

export const adminSchema = z.object({
  _id: z.string(),
  user_id: z.object({ _id: z.string(), name: z.string(), username: z.string(), email: z.string() }),
  is_active: z.boolean(),
  two_factor_enabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminSchema>;

export const inviteAdminSchema = z.strictObject({ email: emailField, name: personNameField });
export type InviteAdmin = z.infer<typeof inviteAdminSchema>;

export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  invited_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  /** Pending: neither accepted, revoked nor expired. */
  pending: booleanQuery('pending').optional(),
});

/** The link's token (in the path of the public invitation routes). */
export const invitationTokenParamsSchema = z.object({
  token: z.string().min(20, ADMIN_MESSAGES.invitationInvalid).max(200, ADMIN_MESSAGES.invitationInvalid),
});
/** GET /v1/invitations/{token}: what the set-password page shows. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
/** POST /v1/invitations/{token}: choose a username and a password; the account is created, e-mail verified. */
export const acceptInvitationSchema = z.strictObject({
  username: usernameField,
  password: newPasswordField('password'),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
export const acceptedInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  username: z.string(),
  user_type: z.enum(USER_TYPES),
});

/** The web page an invitation link opens: /invitation/{token}. */
export const INVITATION_PAGE = '/invitation';
