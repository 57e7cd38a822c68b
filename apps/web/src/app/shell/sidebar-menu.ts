import type { UserType } from '@tvet/contract';
import type { IconName } from '@/components/ui/icon';
import { type AppPath, paths } from '@/config/paths';

export interface MenuItem {
  label: string;
  to: AppPath;
  icon: IconName;
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

const item = {
  overview: { label: 'Overview', to: paths.overview, icon: 'home' },
  mentors: { label: 'Mentors', to: paths.mentors, icon: 'people' },
  mentees: { label: 'Mentees', to: paths.mentees, icon: 'people' },
  surveys: { label: 'My surveys', to: paths.surveys, icon: 'survey' },
  jobPost: { label: 'Job posting', to: paths.jobPost, icon: 'briefcase' },
  appliedJobs: { label: 'Applied jobs', to: paths.appliedJobs, icon: 'applied' },
  staff: { label: 'Staff', to: paths.staff, icon: 'people' },
  students: { label: 'Students', to: paths.students, icon: 'student' },
  programmes: { label: 'Approved programmes', to: paths.programmes, icon: 'programme' },
  newProgramme: { label: 'New programme', to: paths.newProgramme, icon: 'plus' },
  adminSurveys: { label: 'Surveys', to: paths.admin, icon: 'survey' },
} satisfies Record<string, MenuItem>;

const main = (...items: MenuItem[]): MenuSection => ({ title: 'Main', items });
const survey: MenuSection = { title: 'Survey', items: [item.surveys] };
const jobs = (...items: MenuItem[]): MenuSection => ({ title: 'Jobs', items });

/**
 * Sidebar per role (spec 000 §2 "Sidebar menus per role", spec 001 §2), grouped in the spec's sections:
 * main, Survey, Jobs, Institution members, Programmes. Messages, tickets and settings sit in the top bar.
 */
export const SIDEBAR_MENUS: Record<UserType, MenuSection[]> = {
  graduate: [main(item.overview, item.mentors), survey, jobs(item.jobPost, item.appliedJobs)],
  staff: [survey],
  institution: [
    main(item.overview),
    survey,
    { title: 'Institution members', items: [item.staff, item.students] },
    { title: 'Programmes', items: [item.programmes, item.newProgramme] },
  ],
  employer: [main(item.overview), survey, jobs(item.jobPost)],
  mentor: [main(item.overview, item.mentees), survey, jobs(item.jobPost)],
  admin: [{ title: 'Survey', items: [item.adminSurveys] }],
};
