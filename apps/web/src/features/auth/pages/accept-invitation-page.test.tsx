import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, INVITATION_PAGE, MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/public-paths';
import { renderApp } from '@/test/render';
import { envelope, offline, serve } from '@/test/serve';

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const KEY = `/invitations/${TOKEN}`;
const preview = () =>
  envelope(200, ADMIN_MESSAGES.invitationLoaded, {
    email: 'ngozi.eze@example.ng',
    name: 'Ngozi Eze',
    user_type: 'mentor',
    expiresAt: '2030-01-01T00:00:00.000Z',
  });

describe('/invitation/{token} (issue 12: a mentor sets a password from the mailed link)', () => {
  it('is the page the server mails (the contract’s INVITATION_PAGE)', () => {
    expect(paths.invitation).toBe(`${INVITATION_PAGE}/:token`);
  });

  it('names the invitation, then sets username and password once, and offers sign-in as a mentor', async () => {
    const server = serve({
      [`GET ${KEY}`]: preview,
      [`POST ${KEY}`]: () =>
        envelope(201, ADMIN_MESSAGES.invitationAccepted, {
          _id: 'account-9',
          email: 'ngozi.eze@example.ng',
          username: 'ngozi_eze',
          user_type: 'mentor',
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(/You are invited as a mentor with ngozi.eze@example.ng/)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create my account' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Username/), 'ngozi_eze');
    await user.type(screen.getByLabelText(/^Password/), 'Mentor-Pass-2025');
    // A weak password keeps the button off; a strong one with a wrong confirmation is refused here.
    await user.type(screen.getByLabelText(/^Confirm password/), 'Mentor-Pass-2024');
    await user.click(create);
    expect((await screen.findAllByText(MESSAGES.passwordsMustMatch)).length).toBeGreaterThan(0);
    expect(server.requestsTo(`POST ${KEY}`)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Mentor-Pass-2025');
    await user.click(create);
    expect(await screen.findByText(ADMIN_MESSAGES.invitationAccepted)).toBeTruthy();
    expect(server.requestsTo(`POST ${KEY}`)[0]!.body).toEqual({
      username: 'ngozi_eze',
      password: 'Mentor-Pass-2025',
    });
    expect(server.requestsTo(`POST ${KEY}`)[0]!.headers.Authorization).toBeUndefined();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?type=mentor');
  });

  it('says so when the link was used or expired, with no retry but a way to sign in', async () => {
    serve({ [`GET ${KEY}`]: () => envelope(404, ADMIN_MESSAGES.invitationInvalid) });
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(ADMIN_MESSAGES.invitationInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers Try again when the server could not be reached, and then shows the form', async () => {
    let answer = offline;
    serve({ [`GET ${KEY}`]: (url, init) => answer(url, init) });
    const user = userEvent.setup();
    renderApp(`/invitation/${TOKEN}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = preview;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your account' })).toBeTruthy();
  });

  it('keeps the server’s refusal (a username taken) above the form', async () => {
    serve({
      [`GET ${KEY}`]: preview,
      [`POST ${KEY}`]: () => envelope(409, 'This username is taken. Choose another one.'),
    });
    const user = userEvent.setup();
    renderApp(`/invitation/${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Username/), 'taken_name');
    await user.type(screen.getByLabelText(/^Password/), 'Mentor-Pass-2025');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Mentor-Pass-2025');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This username is taken. Choose another one.')).toBeTruthy();
  });
});
