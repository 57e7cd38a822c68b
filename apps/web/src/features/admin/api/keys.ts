import { sharedKeys } from '@/lib/shared-reads';

/** Query keys of the console, one tree per list: an action on a record invalidates its list (and the audit log). */
export const adminKeys = {
  all: ['admin'] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  accountList: (query: object) => [...adminKeys.accounts(), 'list', query] as const,
  account: (id: string) => [...adminKeys.accounts(), 'one', id] as const,
  institutions: () => [...adminKeys.all, 'institutions'] as const,
  institutionList: (query: object) => [...adminKeys.institutions(), query] as const,
  employers: () => [...adminKeys.all, 'employers'] as const,
  employerList: (query: object) => [...adminKeys.employers(), query] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  jobList: (query: object) => [...adminKeys.jobs(), 'list', query] as const,
  reportList: (query: object) => [...adminKeys.jobs(), 'reports', query] as const,
  programmes: () => [...adminKeys.all, 'programmes'] as const,
  programmeList: (query: object) => [...adminKeys.programmes(), query] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  adminList: (query: object) => [...adminKeys.admins(), 'list', query] as const,
  invitationList: (query: object) => [...adminKeys.admins(), 'invitations', query] as const,
  deadLetters: () => [...adminKeys.all, 'dead-letters'] as const,
  deadLetterList: (query: object) => [...adminKeys.deadLetters(), query] as const,
  audit: (query: object) => [...sharedKeys.auditLog, query] as const,
};
