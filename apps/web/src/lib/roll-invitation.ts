import {
  type AcceptRollInvitation,
  institutionOperations,
  invitationFromQuery,
  type SessionUser,
} from '@tvet/contract';
import { ApiError } from './api';
import { call } from './call';
import { INVITATION_KEY } from './pending-invitation';

/*
 * A roll invitation between the e-mailed link and the graduate's first sign-in. The register page keeps what the
 * link says (institution, programme, year, address); the first graduate sign-in of that address asks the server
 * to make the roll row listing it the graduate's claim (confirmed: the address was verified), then forgets it.
 * Kept in localStorage: verifying the address and signing in may happen another day, in another tab.
 */

const KEY = INVITATION_KEY;

export type RollInvitation = NonNullable<ReturnType<typeof invitationFromQuery>>;

/** Keeps the invitation a /register?type=graduate&institution_id=… link carries; answers it (or null). */
export function rememberInvitation(search: string): RollInvitation | null {
  const query = new URLSearchParams(search);
  if (query.get('type') !== 'graduate') return null;
  const invitation = invitationFromQuery(query);
  if (!invitation) return null;
  try {
    localStorage.setItem(KEY, JSON.stringify(invitation));
  } catch {
    // Storage refused (private mode): the graduate can still add the institution in the profile.
  }
  return invitation;
}

export function pendingInvitation(): RollInvitation | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as RollInvitation) : null;
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/**
 * After a graduate signs in: the invitation kept for this address becomes the graduate's claim on the roll.
 * Answers the server's sentence, or null when there was nothing to do. Never throws: a refusal (the address is
 * not on that roll any more) or a network failure must not stop the sign-in; the invitation is forgotten
 * once the server has answered, and kept for the next sign-in when no answer came.
 */
export async function acceptPendingInvitation(user: SessionUser): Promise<string | null> {
  const invitation = pendingInvitation();
  if (!invitation || user.user_id.user_type !== 'graduate') return null;
  if (invitation.email && invitation.email.toLowerCase() !== user.user_id.email.toLowerCase()) return null;
  const body: AcceptRollInvitation = { institution_id: invitation.institution_id };
  try {
    const answer = await call(institutionOperations.acceptInvitation, { params: { id: user._id }, body });
    forgetInvitation();
    return answer.msg;
  } catch (error) {
    // Refused (4xx): nothing to wait for. No answer or a server failure: tried again at the next sign-in.
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) forgetInvitation();
    return null;
  }
}
