/*
 * The paths the service worker sends to with no page open (apps/web/src/sw/background-send.ts: the session cookie
 * traded for a token, then each waiting survey answer). The service worker must stay small and never load zod, so
 * it cannot import an operation, whose schemas are zod: these operations point at the constants here instead, and
 * each path is still written once (decision 0033). This file imports nothing; keep it so.
 */

/** `surveyOperations.submit`: one section's answers. */
export const SUBMIT_ANSWERS_PATH = '/v1/surveys/:surveyId/sections/:sectionId/submit';

/** The session cookie traded for an access token (the 'auth' group's refresh, under the cookie's path). */
export const REFRESH_SESSION_PATH = '/v1/auth/refresh';
