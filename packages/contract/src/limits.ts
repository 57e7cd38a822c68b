/** Business constants and limits shared by the server and the web app (spec 000 §9, spec 001 §9). */
export const OTP_DIGITS = 4;
export const OTP_MIN = 1000;
export const OTP_MAX = 9999;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes anything, but a 10,000-character password is an attack, not a password. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const SHORT_TEXT_MAX_LENGTH = 120;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * Browsers keep the refresh token in an httpOnly, SameSite=Strict cookie scoped to /api/v1/auth (architecture,
 * "Security decisions"). A client that sends this header asks for that: sign-in, refresh and password change
 * set the cookie and leave the token out of the answer (no script ever reads it), and refresh and logout read
 * the cookie. A cross-site page cannot send the header (no CORS), so it cannot make the browser spend the cookie.
 */
export const COOKIE_SESSION_HEADER = { name: 'X-Session', value: 'cookie' } as const;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Clients ask for limit=9999 (spec); the server never returns more than this in one page. */
export const MAX_PAGE_SIZE = 100;

export const SURVEY_PAGE_SIZE = 12;
export const DASHBOARD_RECENT_SURVEYS = 6;
export const TICKETS_PAGE_SIZE = 20;
export const PROGRAMME_PAGE_SIZES = [10, 20, 30, 40, 50] as const;

export const IMAGE_MAX_BYTES = 2_097_152;
export const TOAST_DURATION_MS = 5000;
export const REALTIME_RECONNECTION_ATTEMPTS = 3;
export const PHONE_PREFIX = '+234';
export const COPYRIGHT_YEAR = 2023;
export const SIDEBAR_USERNAME_CHARS = 10;

export const TRUNCATE = {
  conversationName: 15,
  messagePreview: 17,
  searchEmail: 25,
  jobDescription: 100,
  applicantEmail: 20,
} as const;

/** Largest JSON body the API reads; uploads raise it on their own routes. */
export const BODY_LIMIT_BYTES = 1_048_576;

/**
 * The first path segment of the web pages that e-mailed links open with a secret in the next segment
 * (`/invitation/{token}`, `/verify/{token}`, `/recover/{token}`, answer links `/a/{token}`, export links
 * `/exports/{token}`). The server never logs that segment (platform/log-redaction.ts), whatever it looks like.
 */
export const SECRET_LINK_PAGES = [
  'invitation',
  'verify',
  'recover',
  'a',
  'exports',
  // a guardian's confirmation and a breach notice's stop link (privacy, issue 25)
  'guardian',
  'breach-notices',
] as const;
/** The pages the code mails' single-use links open: `/verify/{token}` and `/recover/{token}`. */
export const CODE_LINK_PAGES = { verification: '/verify', recovery: '/recover' } as const;

/**
 * Limits before work on REST (issue 22 point 4), per account and node, checked right after the token's signature
 * and before any database read (the session check included): every signed-in call counts against `every`; a
 * route that declares itself heavy (exports, roll uploads and checks, outcome downloads) also against `heavy`.
 * Over either, 429 with MESSAGING_MESSAGES.tooManyEvents. Far above what a person's screens send.
 */
export const REST_ACCOUNT_BUDGET = {
  every: { max: 300, windowSeconds: 10 },
  heavy: { max: 30, windowSeconds: 60 },
} as const;

/**
 * Room a short version may take (issue 27): a USSD screen holds 182 characters with `CON `, the options and the
 * navigation. A translation's short version (issue 29) is held to the same limits; they live here, not in
 * surveys.ts, because survey-translations.ts needs them and surveys.ts imports it.
 */
export const CHANNEL_SHORT_QUESTION_MAX = 100;
export const CHANNEL_SHORT_OPTION_MAX = 30;
