import { screen } from '@testing-library/react';
import { invitationPath, ROLL_MESSAGES } from '@tvet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingInvitation } from '@/lib/roll-invitation';
import { clearSession } from '@/lib/session';
import { renderApp } from '@/test/render';
import { envelope, offline, serve } from '@/test/serve';
import { signIn } from '../lib/sign-in';

/*
 * Issue 10: a roll invitation's link opens the graduate registration with the invited address filled in and
 * says what happens next; the graduate's first sign-in turns the invitation into the claim on the roll.
 */
const INSTITUTION = '0a0a0a0a-0000-4000-8000-000000000001';
const PROGRAMME = '0a0a0a0a-0000-4000-8000-000000000002';
const link = invitationPath({
  institution_id: INSTITUTION,
  programme_id: PROGRAMME,
  graduation_year: 2022,
  email: 'chioma@example.ng',
});

const graduate = {
  _id: 'graduate-1',
  is_profile_complete: false,
  user_id: {
    _id: 'account-1',
    name: 'Chioma Obi',
    username: 'chioma',
    email: 'chioma@example.ng',
    user_type: 'graduate',
    is_email_verified: true,
  },
};
const signInAnswer = () =>
  envelope(200, 'Login successful', { key: 'token', refresh_token: 'r', user: graduate });
const credentials = {
  userType: 'graduate',
  email: 'chioma@example.ng',
  password: 'Sunrise-Abuja-2024',
} as const;

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('a roll invitation link', () => {
  it('opens the graduate registration with the invited address and keeps institution, programme and year', async () => {
    renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Create your graduate account' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('invited you from its graduation roll');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('chioma@example.ng');
    expect(pendingInvitation()).toEqual({
      institution_id: INSTITUTION,
      programme_id: PROGRAMME,
      graduation_year: 2022,
      email: 'chioma@example.ng',
    });
  });

  it('a plain registration link shows no invitation', async () => {
    renderApp('/register?type=graduate');
    await screen.findByRole('heading', { name: 'Create your graduate account' });
    expect(screen.queryByRole('note')).toBeNull();
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('');
    expect(pendingInvitation()).toBeNull();
  });

  it("the graduate's first sign-in claims the roll row, once", async () => {
    renderApp(link);
    await screen.findByRole('note');
    const server = serve({
      'POST /auth/graduates/login': signInAnswer,
      'POST /graduates/graduate-1/institutions/invitation': () =>
        envelope(200, ROLL_MESSAGES.invitationAccepted, { docs: [] }),
    });
    expect(await signIn(credentials)).toContain('/get-started');
    expect(
      server.requestsTo('POST /graduates/graduate-1/institutions/invitation').map((r) => r.body),
    ).toEqual([{ institution_id: INSTITUTION }]);
    expect(pendingInvitation()).toBeNull();
    await signIn(credentials);
    expect(server.requestsTo('POST /graduates/graduate-1/institutions/invitation')).toHaveLength(1);
  });

  it('a refusal forgets the invitation; no answer keeps it for the next sign-in; sign-in goes on either way', async () => {
    renderApp(link);
    await screen.findByRole('note');
    serve({
      'POST /auth/graduates/login': signInAnswer,
      'POST /graduates/graduate-1/institutions/invitation': offline,
    });
    expect(await signIn(credentials)).toContain('/get-started');
    expect(pendingInvitation()).not.toBeNull();
    serve({
      'POST /auth/graduates/login': signInAnswer,
      'POST /graduates/graduate-1/institutions/invitation': () =>
        envelope(404, ROLL_MESSAGES.invitationNotOnRoll),
    });
    expect(await signIn(credentials)).toContain('/get-started');
    expect(pendingInvitation()).toBeNull();
  });
});
