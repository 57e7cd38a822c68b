import type { UserType } from '@tvet/contract';
import { matchPath } from 'react-router';
import { type AppPath, paths } from '@/config/paths';

/**
 * Route set per role (spec 000 §2 "Protected routes by role", spec 001 §2 "Route sets"; admins get their
 * console plus the pages every role has). Plain data so the signed-out guard can use it without loading
 * the signed-in shell.
 */
export const ROLE_ROUTES: Record<UserType, readonly AppPath[]> = {
  graduate: [
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
  staff: [paths.getStarted, paths.surveys, paths.survey, paths.messages, paths.settings, paths.tickets],
  institution: [
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
    paths.settings,
    paths.messages,
    paths.tickets,
  ],
  employer: [
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
  mentor: [
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
  admin: [
    paths.admin,
    paths.adminSurvey,
    paths.adminSurveyResponses,
    paths.messages,
    paths.tickets,
    paths.settings,
  ],
};

/** Every path some role may open: without a session these go to /login; anything else is a 404. */
export const PROTECTED_PATTERNS: readonly string[] = [...new Set(Object.values(ROLE_ROUTES).flat())];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATTERNS.some((pattern) => matchPath(pattern, pathname));
}
