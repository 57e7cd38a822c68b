import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A stored file as the API shows it; the storage key stays server-side. */
export interface FileRef {
  key: string;
  url: string;
  title: string;
  size: number;
  mimetype: string;
}

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per account, whatever its role; the role's own fields live in the profile table of that role. */
export const users = pgTable(
  'users',
  {
    id: id(),
    userType: text('user_type').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    avatar: jsonb('avatar').$type<FileRef>(),
    address: text('address'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** The interface language the account chose (contract LANGUAGES); null: the device's choice stands. */
    language: text('language'),
    /**
     * When the account's language was last chosen (web Settings or the sign-in page's picker): the tracer sends in
     * whichever is later, this or a choice on a phone channel (decision 0037). Null for choices made before it
     * was kept: older than any dated choice.
     */
    languageSetAt: timestamp('language_set_at', { withTimezone: true }),
    /** A deactivated account cannot sign in, and its tokens stop working at once. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Carried in every access token; raising it (password change or reset, signing out everywhere, deactivation)
     * makes the account's existing access tokens stop working at once (platform/sessions.ts).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_type_idx').on(t.userType),
    // The console's account search (name, e-mail or username containing the text, any case: ILIKE '%…%').
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

const personColumns = () => ({
  gender: text('gender'),
  dateOfBirth: date('date_of_birth'),
  nationality: text('nationality'),
  state: text('state'),
  lga: text('lga'),
  nin: text('nin'),
  phone: text('phone'),
  highestAcademicQualification: text('highest_academic_qualification'),
});

export const graduates = pgTable(
  'graduates',
  {
    id: id(),
    userId: userRef(),
    ...personColumns(),
    matricNumber: text('matric_number'),
    oLevelCertifications: jsonb('o_level_certifications').$type<{
      certification_type: string;
      number_of_sittings: number;
    }>(),
    isEmployed: boolean('is_employed'),
    currentOccupation: text('current_occupation'),
    skillsAcquired: jsonb('skills_acquired').$type<string[]>().notNull().default([]),
    resume: jsonb('resume').$type<FileRef>(),
    schoolId: jsonb('school_id').$type<FileRef>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('graduates_user_key').on(t.userId),
    // One graduate per NIN nationally: the key that deduplicates graduates across institutions.
    uniqueIndex('graduates_nin_key').on(t.nin).where(sql`${t.nin} is not null`),
    index('graduates_state_idx').on(t.state),
  ],
);

export const institutions = pgTable(
  'institutions',
  {
    id: id(),
    userId: userRef(),
    institutionType: text('institution_type'),
    ownershipType: text('ownership_type'),
    yearOfEstablishment: integer('year_of_establishment'),
    yearOfFirstVisit: integer('year_of_first_visit'),
    areaOfSpecialization: text('area_of_specialization'),
    totalNumberOfStudents: integer('total_number_of_students'),
    numberOfGraduates: integer('number_of_graduates'),
    numberOfStaff: jsonb('number_of_staff').$type<{ academic: number; non_academic: number }>(),
    numberOfAccreditedCourses: integer('number_of_accredited_courses'),
    principalAdministrator: jsonb('principal_administrator').$type<{
      name: string;
      heighest_academic_qualifications: string;
      grade_level: string;
    }>(),
    nameOfOwner: text('name_of_owner'),
    mailbox: text('mailbox'),
    websiteUrl: text('website_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * The administrators' review (issue 13): pending, verified (is_verified true) or rejected with a reason.
     * is_verified is the spec's field; it is true exactly when this is 'verified'.
     */
    verificationStatus: text('verification_status').notNull().default('pending'),
    verificationReason: text('verification_reason'),
    verificationReviewedAt: timestamp('verification_reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('institutions_user_key').on(t.userId),
    index('institutions_type_idx').on(t.institutionType),
    index('institutions_verification_idx').on(t.verificationStatus, t.createdAt),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: id(),
    userId: userRef(),
    ...personColumns(),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    staffCategory: text('staff_category'),
    currentGradeLevel: text('current_grade_level'),
    employerCategory: text('employer_category'),
    modeOfAppointment: text('mode_of_appointment'),
    typeOfAppointment: text('type_of_appointment'),
    idCard: jsonb('id_card').$type<FileRef>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_user_key').on(t.userId), index('staff_institution_idx').on(t.institutionId)],
);

export const employers = pgTable(
  'employers',
  {
    id: id(),
    userId: userRef(),
    industryType: text('industry_type'),
    websiteUrl: text('website_url'),
    organizationSize: text('organization_size'),
    ownershipType: text('ownership_type'),
    nameOfPrincipalOfficial: text('name_of_principal_official'),
    dateOfEstablishment: date('date_of_establishment'),
    acceptsCorpMembers: boolean('accepts_corp_members'),
    numberOfBranches: integer('number_of_branches'),
    cacDocument: jsonb('cac_document').$type<FileRef>(),
    logo: jsonb('logo').$type<FileRef>(),
    /**
     * Vetting by an administrator from the CAC document (issue 13): pending, approved or rejected with a reason.
     * Jobs of an employer not approved read 'Unverified employer' in every feed.
     */
    vettingStatus: text('vetting_status').notNull().default('pending'),
    vettingReason: text('vetting_reason'),
    vettedAt: timestamp('vetted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employers_user_key').on(t.userId),
    index('employers_vetting_idx').on(t.vettingStatus, t.createdAt),
  ],
);

export const mentors = pgTable(
  'mentors',
  {
    id: id(),
    userId: userRef(),
    mentorType: text('mentor_type'),
    areaOfSpecialization: text('area_of_specialization'),
    industryType: text('industry_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mentors_user_key').on(t.userId)],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    userId: userRef(),
    /**
     * Two-factor sign-in (platform/totp.ts): the TOTP secret, encrypted with a key derived from JWT_SECRET;
     * confirmed by the first right code; the last accepted time step, so a code is never accepted twice.
     */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    /** Removed by another administrator: the account is deactivated too; the row stays for the audit log. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_user_key').on(t.userId)],
);

/** Single-use recovery codes of an administrator's two-factor sign-in, stored hashed (SHA-256: 50 random bits). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_key').on(t.userId, t.codeHash)],
);

/**
 * Invitations to set a password and join as an administrator (and mentors later): a single-use link whose token
 * is stored hashed and expires (platform/invitations.ts). Accepting creates the account.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    userType: text('user_type').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_key').on(t.tokenHash),
    index('invitations_email_idx').on(t.email, t.createdAt),
    index('invitations_created_idx').on(t.createdAt),
  ],
);

/**
 * Every administrative change (platform/audit.ts): who, what, which record, when. Append-only: a trigger (in the
 * migration) refuses UPDATE and DELETE, and the API has no route that changes it. The actor's name and e-mail
 * and the record's label are copied as they were, so the entry reads the same after the records change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** No foreign key: an entry outlives its actor. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    // The console's free-text search: the actor's name or e-mail or the record's label containing the text, any
    // case (ILIKE '%…%'), or the record's id exactly. One index per column lets the planner OR them (BitmapOr);
    // target_id leads no other index (audit_log_target_idx starts with target_type), so it gets its own.
    index('audit_log_actor_name_trgm_idx').using('gin', t.actorName.op('gin_trgm_ops')),
    index('audit_log_actor_email_trgm_idx').using('gin', t.actorEmail.op('gin_trgm_ops')),
    index('audit_log_target_label_trgm_idx').using('gin', t.targetLabel.op('gin_trgm_ops')),
    index('audit_log_target_id_idx').on(t.targetId),
  ],
);

// otp_codes and password_resets live in features/accounts/accounts.table.ts: only that feature reads them.

/**
 * Rotating refresh tokens. A rotated token keeps its row (revoked, with the reason) so that presenting it
 * again is recognised as theft and revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: userRef(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Every stored upload, so that reading one can be authorised against its owner and kind. */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
