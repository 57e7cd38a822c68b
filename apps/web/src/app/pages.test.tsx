import { TYPES_WITH_ONBOARDING, USER_TYPES, type UserType } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { type AppPath, paths } from '@/config/paths';
import { menuOf, PAGES, pagesOf } from './pages';
import { isSignedInPath } from './protected-gate';

const rolesAt = (path: AppPath, what: 'page' | 'soon' = 'page') =>
  USER_TYPES.filter((role) => {
    const page = PAGES.find((entry) => entry.path === path)?.roles[role];
    return what === 'soon' ? page === 'soon' : typeof page === 'function';
  });

describe('the page table (app/pages.tsx)', () => {
  it('gives /job-post to graduates, employers and mentors', () => {
    expect(rolesAt(paths.jobPost)).toEqual(['graduate', 'employer', 'mentor']);
  });

  it('gives the applicant page to employers and applied jobs to graduates', () => {
    expect(rolesAt(paths.applicant)).toEqual(['employer']);
    expect(rolesAt(paths.appliedJobs)).toEqual(['graduate']);
  });

  it('has overview pages for graduates, institutions, employers and mentors (issue 12)', () => {
    expect(rolesAt(paths.overview)).toEqual(['graduate', 'institution', 'employer', 'mentor']);
    expect(rolesAt(paths.overview, 'soon')).toEqual([]);
  });

  it('gives the mentoring pages to their roles: /mentors to graduates, /mentees to mentors (issue 12)', () => {
    expect(rolesAt(paths.mentors)).toEqual(['graduate']);
    expect(rolesAt(paths.mentees)).toEqual(['mentor']);
    expect(rolesAt(paths.mentee)).toEqual(['mentor']);
    expect(rolesAt(paths.adminMentors)).toEqual(['admin']);
    expect(rolesAt(paths.adminMentor)).toEqual(['admin']);
  });

  it('gives onboarding to the roles the contract says have it', () => {
    expect(rolesAt(paths.getStarted)).toEqual([...TYPES_WITH_ONBOARDING]);
  });

  it('lists each signed-in path once, and every pattern that is not public has a role', () => {
    const listed = PAGES.map((entry) => entry.path);
    expect(new Set(listed).size).toBe(listed.length);
    const signedIn = Object.values(paths).filter((path) => isSignedInPath(path));
    expect([...listed].sort()).toEqual([...signedIn].sort());
    for (const entry of PAGES) expect(Object.keys(entry.roles).length).toBeGreaterThan(0);
  });

  it('names every placeholder', () => {
    for (const entry of PAGES) {
      if (Object.values(entry.roles).includes('soon')) expect(entry.soon?.title).toBeTruthy();
    }
  });

  it.each<[UserType, readonly AppPath[]]>([
    [
      'graduate',
      [
        paths.getStarted,
        paths.overview,
        paths.mentors,
        paths.surveys,
        paths.survey,
        paths.appliedJobs,
        paths.jobPost,
        paths.messages,
        paths.settings,
        paths.tickets,
      ],
    ],
    [
      'staff',
      [
        paths.getStarted,
        paths.surveys,
        paths.survey,
        paths.calls,
        paths.call,
        paths.messages,
        paths.settings,
        paths.tickets,
      ],
    ],
    [
      'institution',
      [
        paths.getStarted,
        paths.overview,
        paths.surveys,
        paths.survey,
        paths.students,
        paths.student,
        paths.staff,
        paths.staffMember,
        paths.programmes,
        paths.programme,
        paths.newProgramme,
        // Beyond the spec's route set: the graduation roll (issue 10).
        paths.graduationRoll,
        paths.followUp,
        // And the outcome dashboard with its printable report (issue 14).
        paths.outcomes,
        paths.outcomesReport,
        // And the tracer studies of its own graduates (issue 26).
        paths.institutionTracer,
        paths.institutionTracerStudy,
        paths.settings,
        paths.messages,
        paths.tickets,
      ],
    ],
    [
      'employer',
      [
        paths.getStarted,
        paths.overview,
        paths.surveys,
        paths.survey,
        paths.jobPost,
        paths.applicant,
        paths.messages,
        paths.settings,
        paths.tickets,
      ],
    ],
    [
      'mentor',
      [
        paths.overview,
        paths.mentees,
        paths.mentee,
        paths.surveys,
        paths.survey,
        paths.jobPost,
        paths.tickets,
        paths.messages,
        paths.settings,
      ],
    ],
    [
      'admin',
      [
        paths.admin,
        paths.adminSurvey,
        paths.adminSurveyResponses,
        paths.adminOutcomes,
        paths.adminOutcomesReport,
        paths.adminTracer,
        paths.adminTracerStudy,
        paths.adminFollowUp,
        paths.adminDesk,
        paths.adminAccounts,
        paths.adminAccount,
        paths.adminInstitutions,
        paths.adminEmployers,
        paths.adminJobs,
        paths.adminProgrammes,
        paths.adminAdministrators,
        paths.adminMentors,
        paths.adminMentor,
        paths.adminPhones,
        paths.adminAudit,
        paths.adminFailedJobs,
        paths.adminDataProtection,
        paths.messages,
        paths.tickets,
        paths.settings,
      ],
    ],
  ])("opens the spec's route set for %s (spec 000 §2, 001 §2)", (role, expected) => {
    expect(
      pagesOf(role)
        .map((entry) => entry.path)
        .sort(),
    ).toEqual([...expected].sort());
  });

  it.each<[UserType, Record<string, string[]>]>([
    [
      'graduate',
      { Main: ['Overview', 'Mentors'], Survey: ['My surveys'], Jobs: ['Job posting', 'Applied jobs'] },
    ],
    ['staff', { Survey: ['My surveys', 'Calls'] }],
    [
      'institution',
      {
        Main: ['Overview', 'Outcome data'],
        Survey: ['My surveys'],
        'Institution members': ['Staff', 'Students', 'Graduation roll', 'Phone follow-up', 'Tracer studies'],
        Programmes: ['Approved programmes', 'New programme'],
      },
    ],
    ['employer', { Main: ['Overview'], Survey: ['My surveys'], Jobs: ['Job posting'] }],
    ['mentor', { Main: ['Overview', 'Mentees'], Survey: ['My surveys'], Jobs: ['Job posting'] }],
    [
      'admin',
      {
        Survey: ['Surveys', 'Outcome data', 'Tracer studies', 'Phone follow-up'],
        Console: [
          'Support desk',
          'Accounts',
          'Institutions',
          'Employers',
          'Jobs',
          'Programmes',
          'Administrators',
          'Mentors',
          'Phones without data',
          'Audit log',
          'Failed jobs',
          'Data protection',
        ],
      },
    ],
  ])(
    "builds the sidebar of %s from the same table (spec 000 §2 'Sidebar menus per role')",
    (role, expected) => {
      const menu = menuOf(role);
      expect(
        Object.fromEntries(menu.map((section) => [section.title, section.items.map((item) => item.label)])),
      ).toEqual(expected);
      expect(menu.map((section) => section.title)).toEqual(Object.keys(expected));
      const allowed = new Set(pagesOf(role).map((entry) => entry.path));
      for (const item of menu.flatMap((section) => section.items)) expect(allowed.has(item.to)).toBe(true);
    },
  );
});
