import { type AppPath, paths } from '../paths';

export interface FeaturePage {
  title: string;
  /** What the page will do, shown while it is being built. */
  summary: string;
}

/** The signed-in pages whose features are still being built, named honestly on their placeholder panel. */
export const FEATURE_PAGES: Partial<Record<AppPath, FeaturePage>> = {
  [paths.getStarted]: {
    title: 'Set up your profile',
    summary:
      'The step-by-step profile set-up (personal details, education and employment) is being built. Your menu stays locked until your profile is complete.',
  },
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
  [paths.surveys]: {
    title: 'My surveys',
    summary: 'Surveys about your training and work, with your progress on each one.',
  },
  [paths.survey]: { title: 'Survey', summary: 'Answer a survey one question at a time.' },
  [paths.appliedJobs]: { title: 'Applied jobs', summary: 'The jobs you have applied for.' },
  [paths.jobPost]: { title: 'Job posting', summary: 'Job openings for technical and vocational graduates.' },
  [paths.applicant]: { title: 'Applicant', summary: 'The profile of one applicant to your job.' },
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
  [paths.adminSurvey]: { title: 'Survey builder', summary: 'Sections, questions and options of one survey.' },
  [paths.adminSurveyResponses]: {
    title: 'Survey responses',
    summary: 'Every answer to one survey, and a CSV download.',
  },
  [paths.admin]: {
    title: 'Administration',
    summary: 'Accounts, mentors, surveys and support tickets across the platform.',
  },
};
