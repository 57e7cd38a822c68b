import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { renderApp } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';

const SHARED_JOB = '/job-post?job=job-7';

function loginAnswer({ verified = true, complete = true } = {}) {
  return envelope(200, 'Login successful', {
    key: 'access-token',
    refresh_token: 'refresh-token',
    user: {
      _id: 'profile-1',
      is_profile_complete: complete,
      user_id: {
        _id: 'account-1',
        user_type: 'graduate',
        email: 'ada@example.ng',
        is_email_verified: verified,
      },
    },
  });
}

async function signInAsGraduate() {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText(/Account type/), 'graduate');
  await user.type(screen.getByLabelText(/E-mail address/), 'ada@example.ng');
  await user.type(screen.getByLabelText(/^Password/), 'Strong-Pass-2023');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('a shared link keeps its target through sign-in (issue 9)', () => {
  // The session is kept in memory too: each test starts signed out.
  afterEach(() => clearSession());

  it('returns to the requested page, not /overview', async () => {
    serve({
      'POST /auth/graduates/login': () => loginAnswer(),
      // The signed-in shell and the job page load behind it; what they show is not this test's concern.
      '*': () => envelope(200, 'ok', paged([])),
    });
    const { router } = renderApp(SHARED_JOB);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(SHARED_JOB);

    await signInAsGraduate();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(SHARED_JOB),
    );
  });

  it('keeps the target through /get-started while the profile is unfinished', async () => {
    serve({
      'POST /auth/graduates/login': () => loginAnswer({ complete: false }),
      '*': () => envelope(200, 'ok', paged([])),
    });
    const { router } = renderApp(SHARED_JOB);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await signInAsGraduate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(SHARED_JOB);
  });

  it('ignores a target on another site (no open redirect)', async () => {
    serve({ 'POST /auth/graduates/login': () => loginAnswer(), '*': () => envelope(200, 'ok', paged([])) });
    const { router } = renderApp('/login?next=%2F%2Fevil.example%2Fjob-post');
    await signInAsGraduate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });

  it('keeps the target through e-mail verification', async () => {
    serve({
      'POST /auth/graduates/login': () => loginAnswer({ verified: false }),
      'POST /verification/otp': () => envelope(200, 'A new code is on its way'),
      'POST /verification/verify/:email': () => envelope(200, 'Email verified successfully'),
    });
    const { router } = renderApp(SHARED_JOB);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const user = await signInAsGraduate();
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    expect(router.state.location.pathname).toBe('/verify-email');

    const digits = screen.getAllByRole('textbox');
    await user.type(digits[0]!, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(SHARED_JOB)}`);
  });

  // Issue 22.16: after "E-mail verified", Sign in opened an empty form.
  it('opens Sign in after verifying with the account type and e-mail filled in', async () => {
    serve({
      'POST /auth/graduates/login': () => loginAnswer({ verified: false }),
      'POST /verification/otp': () => envelope(200, 'A new code is on its way'),
      'POST /verification/verify/:email': () => envelope(200, 'Email verified successfully'),
    });
    renderApp('/login');
    const user = await signInAsGraduate();
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    await user.type(screen.getAllByRole('textbox')[0]!, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect((screen.getByLabelText(/Account type/) as HTMLSelectElement).value).toBe('graduate');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('ada@example.ng');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });
});
