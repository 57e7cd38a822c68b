/**
 * The route patterns of the public pages (sign-in, registration, recovery), and where a sign-in sends people.
 * This module ships in the first load of /login (app/routes.tsx, the sign-in page, lib/return-to.ts), so it holds
 * only what those need: every signed-in page's pattern is in config/paths.ts, which re-exports these and loads
 * with the signed-in pages. Import this module only from the public pages and the router's entry; everywhere
 * else import `paths` from '@/config/paths' (bench/bundle-size.mjs fails the build when config/paths.ts reaches
 * the first load).
 */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  resetPasswordOtp: '/reset-password-otp',
  createNewPassword: '/create-new-password',
  /** An e-mailed invitation (mentors, administrators: they cannot sign up) opens here. */
  invitation: '/invitation/:token',
  /** The single-use links in the verification and recovery code mails (contract CODE_LINK_PAGES). */
  verifyLink: '/verify/:token',
  recoverLink: '/recover/:token',
  /** The privacy page (issue 25): public, linked from every public page's footer and from sign-up. */
  privacy: '/privacy',
  /** A guardian's confirmation link and a breach notice's stop link (contract SECRET_LINK_PAGES). */
  guardianLink: '/guardian/:token',
  breachStopLink: '/breach-notices/:token',
  /** A tracer invitation's answer link and its opt-out link (issue 26): no account needed. */
  tracerAnswer: '/a/:token',
  tracerOptOut: '/a/:token/stop',

  // Signed-in pages the sign-in page itself sends people to (features/auth/lib/sign-in-destination.ts).
  getStarted: '/get-started',
  surveys: '/surveys',
} as const;

/** /register carries the chosen account type in the query so a reload keeps it. */
export const registerHref = (userType: string) =>
  `${paths.register}?${new URLSearchParams({ type: userType })}`;
