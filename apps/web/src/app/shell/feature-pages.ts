import { type AppPath, paths } from '@/config/paths';

export interface FeaturePage {
  title: string;
  /** What the page will do, shown while it is being built. */
  summary: string;
}

/** The signed-in pages whose features are still being built, named honestly on their placeholder panel. */
export const FEATURE_PAGES: Partial<Record<AppPath, FeaturePage>> = {
  [paths.overview]: {
    title: 'Overview',
    summary: 'Your dashboard with survey progress, figures at a glance and the latest activity.',
  },
  [paths.mentors]: { title: 'Mentors', summary: 'Individual and organisation mentors who can guide you.' },
  [paths.mentees]: {
    title: 'Mentees',
    summary: 'The graduates assigned to you, and a message to all of them at once.',
  },
  [paths.mentee]: { title: 'Mentee profile', summary: "A read-only view of a mentee's profile." },
  [paths.students]: { title: 'Students', summary: 'Your graduates, searchable by name.' },
  [paths.student]: { title: 'Student profile', summary: "One graduate's profile, education and employment." },
  [paths.staff]: { title: 'Staff', summary: 'Your institution staff, searchable by name.' },
  [paths.staffMember]: { title: 'Staff profile', summary: "One staff member's profile and appointment." },
  [paths.programmes]: {
    title: 'Approved programmes',
    summary: 'Your accredited programmes with grant and expiry dates, type and status.',
  },
  [paths.programme]: { title: 'Programme', summary: 'View and edit one programme and its accreditation.' },
  [paths.newProgramme]: { title: 'New programme', summary: 'Add a programme and its accreditation.' },
  [paths.messages]: {
    title: 'Messages',
    summary: 'Conversations with graduates, institutions, employers and mentors.',
  },
  [paths.tickets]: {
    title: 'Support tickets',
    summary: 'Ask the support team for help and follow their replies.',
  },
};
