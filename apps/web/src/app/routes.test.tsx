import { screen } from '@testing-library/react';
import { MESSAGES, segmentOf, type UserType } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';

function serveProfile(userType: UserType, isComplete = true, more: Parameters<typeof serve>[0] = {}) {
  serve({
    ...more,
    [`GET /${segmentOf(userType)}/profile-1`]: () =>
      envelope(200, 'Profile loaded successfully', {
        _id: 'profile-1',
        user_type: userType,
        is_profile_complete: isComplete,
        user_id: {
          _id: 'account-1',
          user_type: userType,
          name: 'Ada Obi',
          username: 'ada_obi_2023',
          email: 'a@b.ng',
          avatar: null,
        },
      }),
    // The top bar's Messages badge, on every signed-in page.
    'GET /conversations/unread': () =>
      envelope(200, 'Unread messages counted', { unread_messages: 0, unread_conversations: 0 }),
  });
}

describe('routes', () => {
  it('sends a visitor without a session from a protected page to /login', async () => {
    const { router } = renderApp('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('also guards pages with parameters', async () => {
    const { router } = renderApp('/surveys/42');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows '404 Error' for an unknown path, with a way home", async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it("opens the role's page once the profile has loaded", async () => {
    signInAs('mentor');
    serveProfile('mentor', true, {
      'GET /mentors/profile-1/overview': () =>
        envelope(200, 'Overview loaded', { mentees: 0, employed: 0, unemployed: 0, not_stated: 0 }),
      'GET /mentors/profile-1/graduates': () => envelope(200, 'Cohort loaded', paged([])),
      'GET /surveys': () => envelope(200, 'Surveys loaded', paged([])),
    });
    renderApp('/overview');
    // The overview's lazy chunk is compiled on first use in tests: more than the default second on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello ada_obi_2023' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Mentees' }).length).toBeGreaterThan(0);
  });

  it("treats a page outside the role's route set as not found", async () => {
    signInAs('staff');
    serveProfile('staff');
    renderApp('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeTruthy();
  });

  it('renders nothing for an unknown user type', async () => {
    signInAs('alien');
    const { container } = renderApp('/overview');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
