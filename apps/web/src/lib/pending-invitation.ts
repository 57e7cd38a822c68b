/*
 * Whether a roll invitation waits for the graduate's first sign-in (lib/roll-invitation.ts keeps it under this
 * key). Apart from that module so that the sign-in page, which is in the first load of /login, can ask without
 * loading the invitation's code, and with it the contract's roll schemas and zod: it loads only when one waits.
 */
export const INVITATION_KEY = 'tvet.rollInvitation';

export function hasPendingInvitation(): boolean {
  try {
    return localStorage.getItem(INVITATION_KEY) !== null;
  } catch {
    return false;
  }
}
