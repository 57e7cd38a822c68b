import type { UserType } from '@tvet/contract';

/** How each account type is named on screen. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  graduate: 'Graduate',
  staff: 'Institution staff',
  institution: 'Institution',
  employer: 'Employer',
  mentor: 'Mentor',
  admin: 'Administrator',
};
