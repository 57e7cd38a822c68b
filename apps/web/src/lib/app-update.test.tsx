import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_VERSION, API_VERSION_HEADER, APP_OUTDATED_MESSAGE } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from '@/components/ui/update-banner';
import { envelope, serve } from '@/test/serve';
import { ApiError, request } from './api';
import { setUpdateReady, updateState } from './app-update';
import { clearSession, getSession, setSession } from './session';

/** Issue 30: an old bundle never talks to a changed API, and a new version is offered with Reload. */
describe('app updates', () => {
  beforeEach(() => {
    setSession({ user_id: 'p', _id: 'a', token: 't', user_type: 'graduate', email: 'a@example.ng' });
  });
  afterEach(() => clearSession());

  it('states its API version on every call', async () => {
    const server = serve({ 'GET /a': () => envelope(200, 'ok', {}) });
    await request('/a');
    expect(server.requests[0].headers[API_VERSION_HEADER]).toBe(API_VERSION);
  });

  it("shows 'A new version is ready' with Reload, which hands over to the waiting version", async () => {
    const activate = vi.fn();
    render(<UpdateBanner />);
    expect(screen.queryByText('A new version is ready.')).toBeNull();
    act(() => setUpdateReady(activate));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledOnce();
  });

  it('a refused call (426) keeps the session and tells the person to reload', async () => {
    serve({ 'GET /b': () => envelope(426, APP_OUTDATED_MESSAGE) });
    render(<UpdateBanner />);
    const failure = await request('/b').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(426);
    expect(updateState()).toBe('outdated');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This version of the app is out of date.',
    );
    expect(getSession()?.token).toBe('t');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
