import { act, screen } from '@testing-library/react';
import type { UserType } from '@tvet/contract';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clearSession, setRestoring } from '@/lib/session';
import { renderApp } from '@/test/render';
import { pagesOf } from './pages';

afterEach(() => {
  setRestoring(false);
  clearSession();
});

describe('painting while the session is restored (issue 23)', () => {
  it("shows a signed-in page's frame, not /login, while the session cookie is being exchanged", async () => {
    setRestoring(true);
    const { router } = renderApp('/surveys/42');
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/surveys/42');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    // The exchange ends without a session (the cookie was refused): now the page goes to /login.
    act(() => setRestoring(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('paints a public page at once, whatever the exchange is doing', () => {
    setRestoring(true);
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });
});

describe('the pages opened every day can start their download before they render', () => {
  const daily: [UserType, string][] = [
    ['graduate', paths.overview],
    ['graduate', paths.surveys],
    ['graduate', '/surveys/42'],
    ['graduate', paths.jobPost],
    ['graduate', paths.messages],
    ['employer', paths.jobPost],
    ['institution', paths.overview],
    ['institution', paths.outcomes],
    ['admin', paths.adminOutcomes],
  ];
  it.each(daily)('%s %s', (role, pathname) => {
    const entry = pagesOf(role).find(({ path }) => path === pathname || path === paths.survey);
    const page = entry?.roles[role];
    expect(typeof page).toBe('function');
    const element = (page as () => unknown)();
    expect(isValidElement(element)).toBe(true);
    expect(typeof (element as { type: { preload?: unknown } }).type.preload).toBe('function');
  });
});
