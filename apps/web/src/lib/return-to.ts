import { paths } from '@/config/public-paths';

/**
 * Where a signed-out visitor was going (a shared job link, a page whose session ended), carried through
 * /login (and /verify-email) in the query so that sign-in returns there instead of the home page (issue 9).
 */
export const RETURN_PARAM = 'next';

/** Pages a return must never lead to: the public account pages (a loop, or a page with nothing to do). */
const PUBLIC_PAGES = new Set<string>([
  paths.home,
  paths.register,
  paths.login,
  paths.verifyEmail,
  paths.resetPassword,
  paths.resetPasswordOtp,
  paths.createNewPassword,
]);

const hasControl = (value: string) =>
  [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

// Any origin will do: only whether the path stays on it matters.
const BASE = 'https://app.invalid';

/**
 * The target as a path of this app, or null. Only a relative path on this site is accepted ('/job-post?job=1'),
 * so a crafted link (`?next=//evil.example`, `https://…`, `/\evil.example`, `javascript:…`) cannot send a person
 * who signs in anywhere else (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  // One leading slash, then not a second slash or backslash (protocol-relative), no backslash or control anywhere.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || PUBLIC_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `page` with the return target in its query (when it is a safe one). */
export function withReturn(page: string, target: string | null | undefined): string {
  const safe = safeReturnPath(target);
  return safe ? `${page}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : page;
}
