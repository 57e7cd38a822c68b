import { screen } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetFirstVisits } from '@/lib/first-visit';
import { clearSession } from '@/lib/session';
import { aGraduateProfile } from '@/test/graduate-profile';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { GraduateOverviewPage } from './graduate-overview-page';

function serveGraduate(createdAt: string) {
  const profile = aGraduateProfile();
  serve({
    'GET /graduates/graduate-1': () =>
      envelope(200, 'Profile loaded successfully', {
        ...profile,
        user_id: { ...profile.user_id, createdAt },
      }),
    // The cards and lists load their own data; the greeting is this test's concern.
    '*': () => envelope(200, 'ok', { ...paged([]), counts: { ongoing: 0, completed: 0 } }),
  });
}

const greeting = () => screen.findByRole('heading', { level: 1, name: /amina/ });

describe('the graduate overview greeting (issue 22.17)', () => {
  afterEach(() => {
    clearSession();
    forgetFirstVisits();
    localStorage.clear();
  });

  it("says Welcome, not Welcome back, on a brand-new account's first overview", async () => {
    signInAs('graduate', 'graduate-1');
    serveGraduate(new Date(Date.now() - 60_000).toISOString());
    renderWithData(<GraduateOverviewPage />, '/overview');
    expect((await greeting()).textContent).toBe(`${MESSAGES.welcomeFirst}, amina`);
  });

  it('says Welcome back the next time, and to an account older than a day', async () => {
    signInAs('graduate', 'graduate-1');
    localStorage.setItem('tvet.overviewSeen.account-g1', '1');
    serveGraduate(new Date(Date.now() - 60_000).toISOString());
    const first = renderWithData(<GraduateOverviewPage />, '/overview');
    expect((await greeting()).textContent).toBe(`${MESSAGES.welcomeBack}, amina`);
    first.unmount();
    forgetFirstVisits();
    localStorage.clear();
    serveGraduate('2024-01-01T00:00:00.000Z');
    renderWithData(<GraduateOverviewPage />, '/overview');
    expect((await greeting()).textContent).toBe(`${MESSAGES.welcomeBack}, amina`);
  });
});
