import type { UserType } from '@tvet/contract';
import { isValidElement, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { IconName } from '@/components/ui/icon';
import { type AppPath, paths } from '@/config/paths';
import * as admin from '@/features/admin/routes';
import * as gateway from '@/features/gateway/routes';
import * as institutions from '@/features/institutions/routes';
import * as interviews from '@/features/interviews/routes';
import * as jobs from '@/features/jobs/routes';
import * as mentoring from '@/features/mentoring/routes';
import * as messages from '@/features/messages/routes';
import * as outcomes from '@/features/outcomes/routes';
import * as privacy from '@/features/privacy/routes';
import * as profile from '@/features/profile/routes';
import * as programmes from '@/features/programmes/routes';
import * as surveys from '@/features/surveys/routes';
import * as tickets from '@/features/tickets/routes';
import * as tracer from '@/features/tracer/routes';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { PrivacyAndData } from './privacy-and-data';

const GraduateOverviewPage = lazyWithPreload(() =>
  import('./overview/graduate-overview-page').then((module) => ({ default: module.GraduateOverviewPage })),
);

/** What one role sees at a path: its page, or the honest placeholder of a feature still being built. */
export type RolePage = (() => ReactNode) | 'soon';

export type MenuSectionTitle = 'Main' | 'Survey' | 'Jobs' | 'Institution members' | 'Programmes' | 'Console';

export interface PageEntry {
  path: AppPath;
  /** Who may open the page and what each of them sees; any other signed-in role gets the 404. */
  roles: Partial<Record<UserType, RolePage>>;
  /** Its sidebar item, shown to the roles above, in this table's order (spec 000 §2 "Sidebar menus per role"). */
  menu?: { section: MenuSectionTitle; label: string; icon: IconName };
  /** For roles that see the placeholder: the page's name and what it will do. */
  soon?: { title: string; summary: string };
}

/** The same page for each of `roles`, told which role it is showing. */
function each<Role extends UserType>(roles: readonly Role[], page: (role: Role) => ReactNode) {
  return Object.fromEntries(roles.map((role) => [role, () => page(role)])) as Record<Role, RolePage>;
}

const ANSWERING = ['graduate', 'staff', 'institution', 'employer', 'mentor'] as const;
const EVERYONE = [...ANSWERING, 'admin'] as const;

/**
 * Which role sees which signed-in page, written once (spec 000 §2 "Protected routes by role" and "Sidebar
 * menus per role", spec 001 §2 "Route sets"; administrators get their console plus the pages every role has).
 * This table alone drives the router of the signed-in shell, the sidebar, and who gets a 404: a feature's
 * pages do not check the role again. Messages, tickets and settings sit in the top bar, not the sidebar.
 */
export const PAGES: readonly PageEntry[] = [
  {
    path: paths.getStarted,
    roles: each(['graduate', 'staff', 'institution', 'employer'], (role) => (
      <profile.GetStartedPage role={role} />
    )),
  },
  {
    path: paths.overview,
    menu: { section: 'Main', label: 'Overview', icon: 'home' },
    roles: {
      graduate: () => <GraduateOverviewPage />,
      employer: () => <jobs.EmployerOverviewPage />,
      institution: () => <institutions.InstitutionOverviewPage />,
      mentor: () => <mentoring.MentorOverviewPage />,
    },
  },
  // Outcome data (issue 14): an institution's own graduates against the national figures.
  {
    path: paths.outcomes,
    menu: { section: 'Main', label: 'Outcome data', icon: 'chart' },
    roles: { institution: () => <outcomes.InstitutionOutcomesPage /> },
  },
  {
    path: paths.outcomesReport,
    roles: { institution: () => <outcomes.OutcomesReportPage scope="institution" /> },
  },
  {
    path: paths.mentors,
    menu: { section: 'Main', label: 'Mentors', icon: 'people' },
    roles: { graduate: () => <mentoring.GraduateMentorsPage /> },
  },
  {
    path: paths.mentees,
    menu: { section: 'Main', label: 'Mentees', icon: 'people' },
    roles: { mentor: () => <mentoring.MenteesPage /> },
  },
  { path: paths.mentee, roles: { mentor: () => <mentoring.MenteePage /> } },
  {
    path: paths.surveys,
    menu: { section: 'Survey', label: 'My surveys', icon: 'survey' },
    roles: each(ANSWERING, (role) => <surveys.MySurveysPage userType={role} />),
  },
  { path: paths.survey, roles: each(ANSWERING, () => <surveys.SurveyPage />) },
  // Phone follow-up (issue 28): a staff member the institution named interviewer calls its graduates.
  {
    path: paths.calls,
    menu: { section: 'Survey', label: 'Calls', icon: 'people' },
    roles: { staff: () => <interviews.CallsPage /> },
  },
  { path: paths.call, roles: { staff: () => <interviews.CallPage /> } },
  {
    path: paths.admin,
    menu: { section: 'Survey', label: 'Surveys', icon: 'survey' },
    roles: { admin: () => <surveys.AdminSurveysPage /> },
  },
  { path: paths.adminSurvey, roles: { admin: () => <surveys.SurveyBuilderPage /> } },
  { path: paths.adminSurveyResponses, roles: { admin: () => <surveys.SurveyResponsesPage /> } },
  {
    path: paths.adminOutcomes,
    menu: { section: 'Survey', label: 'Outcome data', icon: 'chart' },
    roles: { admin: () => <outcomes.AdminOutcomesPage /> },
  },
  {
    path: paths.adminOutcomesReport,
    roles: { admin: () => <outcomes.OutcomesReportPage scope="national" /> },
  },
  {
    path: paths.adminTracer,
    menu: { section: 'Survey', label: 'Tracer studies', icon: 'chart' },
    roles: { admin: () => <tracer.TracerStudiesPage /> },
  },
  { path: paths.adminTracerStudy, roles: { admin: () => <tracer.TracerStudyPage /> } },
  {
    path: paths.adminFollowUp,
    menu: { section: 'Survey', label: 'Phone follow-up', icon: 'chart' },
    roles: { admin: () => <interviews.AdminFollowUpPage /> },
  },
  {
    path: paths.jobPost,
    menu: { section: 'Jobs', label: 'Job posting', icon: 'briefcase' },
    roles: {
      graduate: () => <jobs.GraduateJobPostPage />,
      employer: () => <jobs.EmployerJobPostPage />,
      mentor: () => <jobs.MentorJobPostPage />,
    },
  },
  { path: paths.applicant, roles: { employer: () => <jobs.ApplicantPage /> } },
  {
    path: paths.appliedJobs,
    menu: { section: 'Jobs', label: 'Applied jobs', icon: 'applied' },
    roles: { graduate: () => <jobs.AppliedJobsPage /> },
  },
  {
    path: paths.staff,
    menu: { section: 'Institution members', label: 'Staff', icon: 'people' },
    roles: { institution: () => <institutions.StaffPage /> },
  },
  { path: paths.staffMember, roles: { institution: () => <institutions.StaffMemberPage /> } },
  {
    path: paths.students,
    menu: { section: 'Institution members', label: 'Students', icon: 'student' },
    roles: { institution: () => <institutions.StudentsPage /> },
  },
  { path: paths.student, roles: { institution: () => <institutions.StudentPage /> } },
  {
    path: paths.graduationRoll,
    menu: { section: 'Institution members', label: 'Graduation roll', icon: 'roll' },
    roles: { institution: () => <institutions.GraduationRollPage /> },
  },
  {
    path: paths.followUp,
    menu: { section: 'Institution members', label: 'Phone follow-up', icon: 'people' },
    roles: { institution: () => <interviews.FollowUpPage /> },
  },
  {
    path: paths.institutionTracer,
    menu: { section: 'Institution members', label: 'Tracer studies', icon: 'chart' },
    roles: { institution: () => <tracer.InstitutionTracerPage /> },
  },
  {
    path: paths.institutionTracerStudy,
    roles: { institution: () => <tracer.TracerStudyPage scope="institution" /> },
  },
  {
    path: paths.programmes,
    menu: { section: 'Programmes', label: 'Approved programmes', icon: 'programme' },
    roles: { institution: () => <programmes.ProgrammesPage /> },
  },
  { path: paths.programme, roles: { institution: () => <programmes.ProgrammePage /> } },
  {
    path: paths.newProgramme,
    menu: { section: 'Programmes', label: 'New programme', icon: 'plus' },
    roles: { institution: () => <programmes.NewProgrammePage /> },
  },
  { path: paths.messages, roles: each(EVERYONE, () => <messages.MessagesPage />) },
  { path: paths.tickets, roles: each(EVERYONE, () => <tickets.TicketsPage />) },
  // The administrators' console (issue 13): its own sidebar section, each page a lazy chunk.
  {
    path: paths.adminDesk,
    menu: { section: 'Console', label: 'Support desk', icon: 'ticket' },
    roles: { admin: () => <tickets.SupportDeskPage /> },
  },
  {
    path: paths.adminAccounts,
    menu: { section: 'Console', label: 'Accounts', icon: 'people' },
    roles: { admin: () => <admin.AccountsPage /> },
  },
  { path: paths.adminAccount, roles: { admin: () => <admin.AccountPage /> } },
  {
    path: paths.adminInstitutions,
    menu: { section: 'Console', label: 'Institutions', icon: 'student' },
    roles: { admin: () => <admin.InstitutionsPage /> },
  },
  {
    path: paths.adminEmployers,
    menu: { section: 'Console', label: 'Employers', icon: 'briefcase' },
    roles: { admin: () => <admin.EmployersPage /> },
  },
  {
    path: paths.adminJobs,
    menu: { section: 'Console', label: 'Jobs', icon: 'applied' },
    roles: { admin: () => <admin.JobsPage /> },
  },
  {
    path: paths.adminProgrammes,
    menu: { section: 'Console', label: 'Programmes', icon: 'programme' },
    roles: { admin: () => <admin.ProgrammesPage /> },
  },
  {
    path: paths.adminAdministrators,
    menu: { section: 'Console', label: 'Administrators', icon: 'shield' },
    roles: { admin: () => <admin.AdministratorsPage /> },
  },
  {
    path: paths.adminMentors,
    menu: { section: 'Console', label: 'Mentors', icon: 'people' },
    roles: { admin: () => <mentoring.AdminMentorsPage /> },
  },
  { path: paths.adminMentor, roles: { admin: () => <mentoring.AdminMentorPage /> } },
  {
    path: paths.adminPhones,
    menu: { section: 'Console', label: 'Phones without data', icon: 'message' },
    roles: { admin: () => <gateway.PhoneChannelsPage /> },
  },
  {
    path: paths.adminAudit,
    menu: { section: 'Console', label: 'Audit log', icon: 'roll' },
    roles: { admin: () => <admin.AuditPage /> },
  },
  {
    path: paths.adminFailedJobs,
    menu: { section: 'Console', label: 'Failed jobs', icon: 'roll' },
    roles: { admin: () => <admin.FailedJobsPage /> },
  },
  {
    path: paths.adminDataProtection,
    menu: { section: 'Console', label: 'Data protection', icon: 'shield' },
    roles: { admin: () => <privacy.DataProtectionPage /> },
  },
  {
    path: paths.settings,
    roles: each(EVERYONE, (role) => (
      <profile.SettingsPage role={role} privacy={<PrivacyAndData role={role} />} />
    )),
  },
];

/** The paths `role` may open, each with what it shows there. */
export function pagesOf(role: UserType): PageEntry[] {
  return PAGES.filter((entry) => entry.roles[role]);
}

export interface MenuItem {
  label: string;
  to: AppPath;
  icon: IconName;
}
export interface MenuSection {
  title: MenuSectionTitle;
  items: MenuItem[];
}

/** The role's sidebar: its pages that have a menu item, grouped by section in the table's order. */
export function menuOf(role: UserType): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const { path, menu } of pagesOf(role)) {
    if (!menu) continue;
    let section = sections.find((existing) => existing.title === menu.section);
    if (!section) {
      section = { title: menu.section, items: [] };
      sections.push(section);
    }
    section.items.push({ label: menu.label, to: path, icon: menu.icon });
  }
  return sections;
}

/**
 * Starts downloading the code of the page `role` sees at `pathname`, if it is a lazy page that can be preloaded
 * (lib/lazy-with-preload.ts): the shell calls it while the profile loads, so the page's code arrives in parallel
 * instead of after (issue 23). Calling a table entry only builds its element; nothing renders.
 */
export function preloadPage(role: UserType, pathname: string): void {
  const entry = pagesOf(role).find(({ path }) => matchPath(path, pathname));
  const page = entry?.roles[role];
  if (typeof page !== 'function') return;
  const element = page();
  if (!isValidElement(element)) return;
  const type = element.type as { preload?: () => Promise<unknown> };
  void type.preload?.();
}
