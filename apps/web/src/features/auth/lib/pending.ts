/**
 * What the public flows carry from one screen to the next, kept for the tab only: the address waiting for
 * verification, and the recovery in progress (address, then the reset token the code bought).
 */
const VERIFY_KEY = 'tvet.verifyEmail';
const VERIFY_TYPE_KEY = 'tvet.verifyType';
const SIGN_IN_KEY = 'tvet.signInAs';

/** Who just verified their address: Sign in opens with their account type and e-mail filled in (issue 22.16). */
export interface SignInPrefill {
  email: string;
  userType: string;
}
const RECOVERY_KEY = 'tvet.recovery';

export interface Recovery {
  email: string;
  reset_token?: string;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function getPendingEmail(): string {
  return sessionStorage.getItem(VERIFY_KEY) ?? '';
}

/** The address to verify, and the account type it was registered or signed in as, when known. */
export function setPendingEmail(email: string, userType?: string): void {
  sessionStorage.setItem(VERIFY_KEY, email);
  if (userType) sessionStorage.setItem(VERIFY_TYPE_KEY, userType);
  else sessionStorage.removeItem(VERIFY_TYPE_KEY);
}

export function clearPendingEmail(): void {
  sessionStorage.removeItem(VERIFY_KEY);
  sessionStorage.removeItem(VERIFY_TYPE_KEY);
}

/** The address is verified: what Sign in should start from. Kept in the tab, never in the URL. */
export function verifiedForSignIn(email: string): void {
  const userType = sessionStorage.getItem(VERIFY_TYPE_KEY) ?? '';
  sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify({ email, userType } satisfies SignInPrefill));
  clearPendingEmail();
}

/** The verification link named the account (another browser may have registered it): Sign in starts from it. */
export function rememberForSignIn(prefill: SignInPrefill): void {
  sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify(prefill));
  clearPendingEmail();
}

export function getSignInPrefill(): SignInPrefill | null {
  return readJson<SignInPrefill>(SIGN_IN_KEY);
}

export function clearSignInPrefill(): void {
  sessionStorage.removeItem(SIGN_IN_KEY);
}

export function getRecovery(): Recovery | null {
  return readJson<Recovery>(RECOVERY_KEY);
}

export function setRecovery(recovery: Recovery): void {
  sessionStorage.setItem(RECOVERY_KEY, JSON.stringify(recovery));
}

export function clearRecovery(): void {
  sessionStorage.removeItem(RECOVERY_KEY);
}
