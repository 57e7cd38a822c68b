import { screen, waitFor } from '@testing-library/react';
import { segmentOf, type UserType } from '@tvet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { renderApp, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { queryClient } from './shell/query-client';

function serveProfile(userType: UserType, complete: boolean) {
  serve({
    [`GET /${segmentOf(userType)}/profile-1`]: () =>
      envelope(200, 'Profile loaded successfully', {
        _id: 'profile-1',
        user_type: userType,
        is_profile_complete: complete,
        user_id: {
          _id: 'account-1',
          user_type: userType,
          name: 'Ada Obi',
          username: 'ada_obi_2023',
          email: 'a@b.ng',
          avatar: null,
        },
      }),
    // The pages behind the gate load their own data; what they show is not this test's concern.
    '*': () => envelope(200, 'ok', paged([])),
  });
}

const at = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the profile gate (issue 9: enforced, not only drawn)', () => {
  afterEach(() => {
    clearSession();
    queryClient.clear();
  });

  it.each([
    ['graduate', '/job-post'],
    ['graduate', '/applied-jobs'],
    ['graduate', '/surveys/s1'],
    ['employer', '/job-post'],
    ['staff', '/surveys'],
    ['institution', '/overview'],
  ] as const)('sends the %s with an unfinished profile from %s to /get-started', async (role, path) => {
    signInAs(role);
    serveProfile(role, false);
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    // The page asked for is kept, to open once the profile is complete.
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your profile' }, { timeout: 5000 }),
    ).toBeTruthy();
    // Help stays one tap away (issue 22.8): Messages and Support are links in the top bar.
    expect(screen.getByRole('link', { name: /Messages/ }).getAttribute('href')).toBe('/messages');
    expect(screen.getByRole('link', { name: /Support/ }).getAttribute('href')).toBe('/tickets');
  });

  // Issue 22.8, spec 001 §2: messages, tickets and settings are available to every role, also mid-wizard.
  it.each([
    ['graduate', '/messages', 'Messages'],
    ['graduate', '/tickets', 'Tickets'],
    ['graduate', '/settings', 'Settings'],
    ['staff', '/settings', 'Settings'],
    ['institution', '/tickets', 'Tickets'],
    ['employer', '/messages', 'Messages'],
  ] as const)('lets the %s with an unfinished profile open %s', async (role, path, heading) => {
    signInAs(role);
    serveProfile(role, false);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a finished profile open the page', async () => {
    signInAs('graduate');
    serveProfile('graduate', true);
    const { router } = renderApp('/job-post?job=job-7');
    await screen.findByRole('heading', { level: 1, name: 'Job posting' });
    expect(at(router)).toBe('/job-post?job=job-7');
  });
});
