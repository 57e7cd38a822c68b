/**
 * What the public flows carry from one screen to the next, kept for the tab only: the address waiting for
 * verification, and the recovery in progress (address, then the reset token the code bought).
 */
const VERIFY_KEY = 'tvet.verifyEmail';
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

export function setPendingEmail(email: string): void {
  sessionStorage.setItem(VERIFY_KEY, email);
}

export function clearPendingEmail(): void {
  sessionStorage.removeItem(VERIFY_KEY);
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
