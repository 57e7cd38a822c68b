import { paths as publicPaths } from './public-paths';

export { registerHref } from './public-paths';

/**
 * Every URL of the web app, in one place (bulletproof-react's `paths`): the route patterns, with `:param`, and
 * below them the builders that fill them in. Which role may open which of them is written once, in
 * app/pages.tsx. The public pages' patterns live in config/public-paths.ts, the only part the first load of
 * /login carries; this module adds every signed-in page and loads with them, so a pattern added here costs
 * /login nothing. Plain replacements rather than React Router's generatePath, which would pull more of the
 * router into every page that builds a link.
 */
export const paths = {
  ...publicPaths,

  overview: '/overview',
  mentors: '/mentors',
  mentees: '/mentees',
  mentee: '/mentees/:id',
  survey: '/surveys/:id',
  appliedJobs: '/applied-jobs',
  jobPost: '/job-post',
  applicant: '/job-post/applicant/:applicant_id',
  students: '/students',
  student: '/students/:id',
  staff: '/staff',
  staffMember: '/staff/:id',
  programmes: '/programmes',
  programme: '/programmes/:programme_id',
  newProgramme: '/new-programme',
  /** The institution's graduation roll (beyond the spec: the frame response rates are counted against). */
  graduationRoll: '/graduation-roll',
  messages: '/messages',
  tickets: '/tickets',
  settings: '/settings',
  admin: '/admin',
  adminSurvey: '/admin/surveys/:id',
  adminSurveyResponses: '/admin/surveys/:id/responses',
  /** The administrators' console (issue 13). */
  adminDesk: '/admin/support',
  adminAccounts: '/admin/accounts',
  adminAccount: '/admin/accounts/:id',
  adminInstitutions: '/admin/institutions',
  adminEmployers: '/admin/employers',
  adminJobs: '/admin/jobs',
  adminProgrammes: '/admin/programmes',
  adminAdministrators: '/admin/administrators',
  adminAudit: '/admin/audit',
  /** Background jobs that failed their last try (issue 21). */
  adminFailedJobs: '/admin/failed-jobs',
  /** Phones without data (issue 27): the phone simulator and the text-message templates. */
  adminPhones: '/admin/phones',
  /** Mentors and their cohorts (issue 12). */
  adminMentors: '/admin/mentors',
  adminMentor: '/admin/mentors/:id',
  /** Outcome data (issue 14): the dashboards and their printable reports; the view's filters ride in the query. */
  adminOutcomes: '/admin/outcomes',
  adminOutcomesReport: '/admin/outcomes/report',
  /** The data protection officer's console (issue 25): breach register, requests, processing record. */
  adminDataProtection: '/admin/data-protection',
  /** Tracer waves (issue 26): the studies and one study's response figures. */
  adminTracer: '/admin/tracer',
  adminTracerStudy: '/admin/tracer/:id',
  /** An institution's tracer studies and one study's figures for its own graduates (issue 26). */
  institutionTracer: '/tracer-studies',
  institutionTracerStudy: '/tracer-studies/:id',
  outcomes: '/outcomes',
  outcomesReport: '/outcomes/report',
  /** Phone follow-up (issue 28): a staff interviewer's call list and one call; the institution's page; the figures. */
  calls: '/calls',
  call: '/calls/:id',
  followUp: '/follow-up',
  adminFollowUp: '/admin/follow-up',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The names of a pattern's parameters: ParamsOf<'/job-post/applicant/:applicant_id'> is 'applicant_id'. */
export type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A pattern with its parameters filled in, each encoded, and an optional query:
 * href(paths.survey, { id: '42' }) is '/surveys/42'; href(paths.jobPost, {}, { [JOB_PARAM]: id }) opens a job.
 * One small function rather than a builder per page.
 */
export function href<Pattern extends AppPath>(
  pattern: Pattern,
  params: Record<ParamsOf<Pattern>, string>,
  query?: Record<string, string>,
): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: ParamsOf<Pattern>) => encodeURIComponent(params[name]));
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

/** The query parameter that names the open job: `/job-post?job={id}` is also the link a mentor copies. */
export const JOB_PARAM = 'job';

/** `/messages?c={conversation id}` opens that conversation; `/messages?to={username or e-mail}` a chat with them. */
export const CONVERSATION_PARAM = 'c';
export const MESSAGE_TO_PARAM = 'to';
