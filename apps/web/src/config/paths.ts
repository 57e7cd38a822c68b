/** Every URL of the web app, in one place (bulletproof-react's `paths`). Patterns use `:param`. */
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
  messages: '/messages',
  tickets: '/tickets',
  settings: '/settings',
  admin: '/admin',
  adminSurvey: '/admin/surveys/:id',
  adminSurveyResponses: '/admin/surveys/:id/responses',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** /register carries the chosen account type in the query so a reload keeps it. */
export function registerHref(userType: string): string {
  return `${paths.register}?type=${encodeURIComponent(userType)}`;
}
