/**
 * Every URL of the web app, in one place (bulletproof-react's `paths`): the route patterns, with `:param`, and
 * below them the builders that fill them in. Which role may open which of them is written once, in
 * app/pages.tsx. Plain replacements rather than React Router's generatePath: this module ships in the first
 * load of /login, and whatever it takes from the router lands there too.
 */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  resetPasswordOtp: '/reset-password-otp',
  createNewPassword: '/create-new-password',

  getStarted: '/get-started',
  overview: '/overview',
  mentors: '/mentors',
  mentees: '/mentees',
  mentee: '/mentees/:id',
  surveys: '/surveys',
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
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The names of a pattern's parameters: ParamsOf<'/job-post/applicant/:applicant_id'> is 'applicant_id'. */
export type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in, each encoded: href(paths.survey, { id: '42' }) is '/surveys/42'. */
export function href<Pattern extends AppPath>(
  pattern: Pattern,
  params: Record<ParamsOf<Pattern>, string>,
): string {
  return pattern.replace(/:(\w+)/g, (_, name: ParamsOf<Pattern>) => encodeURIComponent(params[name]));
}

/** The query parameter that names the open job: `/job-post?job={id}` is also the link a mentor copies. */
export const JOB_PARAM = 'job';

/** /register carries the chosen account type in the query so a reload keeps it. */
export const registerHref = (userType: string) => `${paths.register}?type=${encodeURIComponent(userType)}`;

/** /job-post?job={id}: the job post page with that job open. */
export const jobHref = (jobId: string) => `${paths.jobPost}?${JOB_PARAM}=${encodeURIComponent(jobId)}`;

/**
 * /job-post/applicant/{applicant_id}?job={jobId}: the API reads an applicant through its job, so the job
 * travels in the address and a reload of the page still works.
 */
export const applicantHref = (applicantId: string, jobId: string) =>
  `${href(paths.applicant, { applicant_id: applicantId })}?${JOB_PARAM}=${encodeURIComponent(jobId)}`;

export const surveyHref = (id: string) => href(paths.survey, { id });
export const adminSurveyHref = (id: string) => href(paths.adminSurvey, { id });
export const adminResponsesHref = (id: string) => href(paths.adminSurveyResponses, { id });
