import type { MENTOR_TYPES } from '../enums';
import { CONVERSATION_MEMBERS_MAX, MESSAGE_TEXT_MAX_LENGTH } from '../messaging';

/* Mentoring's limits and enumerations: cohort size, page sizes, statuses, types, the console's tabs. */

/** Largest cohort, which bounds the one-to-one copies a broadcast writes. */
export const MENTOR_COHORT_MAX = CONVERSATION_MEMBERS_MAX - 1;
export const MENTORS_PAGE_SIZE = 20;
export const MENTEES_PAGE_SIZE = 20;
/** The graduate's /mentors page asks for limit=999 (spec 000 §9); served MAX_PAGE_SIZE at a time. */
export const GRADUATE_MENTORS_LIMIT = 999;
export const BROADCAST_TEXT_MAX_LENGTH = MESSAGE_TEXT_MAX_LENGTH;

/**
 * invited: the mentor has not set a password yet and the link is live; invitation_expired: not set and no live
 * link (re-invite); active: signed up; deactivated: cannot sign in.
 */
export const MENTOR_STATUSES = ['invited', 'invitation_expired', 'active', 'deactivated'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];
export const MENTOR_STATUS_LABELS: Record<MentorStatus, string> = {
  invited: 'Invited',
  invitation_expired: 'Invitation expired',
  active: 'Active',
  deactivated: 'Deactivated',
};
export type MentorType = (typeof MENTOR_TYPES)[number];
export const MENTOR_TYPE_LABELS: Record<MentorType, string> = {
  individual: 'Individual',
  organization: 'Organization',
};
/** The graduate's /mentors tabs (spec 000 §2). */
export const MENTOR_TABS = [
  { key: 'all', label: 'All mentors' },
  { key: 'individual', label: 'Individual' },
  { key: 'organization', label: 'Organization' },
] as const;
