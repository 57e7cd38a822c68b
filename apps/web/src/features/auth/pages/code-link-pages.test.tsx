import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODE_LINK_PAGES, SERVER_MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/public-paths';
import { renderApp } from '@/test/render';
import { envelope, serve } from '@/test/serve';

const TOKEN = 'Zx9_k3Lm-0123456789abcdefghijklmnopqrstuvw';

describe('the code mails’ links (issue 22: the owner gets through whatever wrong codes others tried)', () => {
  it('are the pages the server mails (the contract’s CODE_LINK_PAGES)', () => {
    expect(paths.verifyLink).toBe(`${CODE_LINK_PAGES.verification}/:token`);
    expect(paths.recoverLink).toBe(`${CODE_LINK_PAGES.recovery}/:token`);
  });

  it('/verify/{token} spends the link once and says the address is verified', async () => {
    const server = serve({
      'POST /verification/link': () =>
        envelope(200, SERVER_MESSAGES.emailVerified, {
          is_email_verified: true,
          email: 'ada@example.ng',
          user_type: 'employer',
        }),
    });
    const user = userEvent.setup();
    renderApp(`/verify/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeTruthy();
    expect(server.requestsTo('POST /verification/link').map((call) => call.body)).toEqual([{ token: TOKEN }]);
    // Issue 22.16: opened from the mail in a browser that did not register, Sign in still opens filled in.
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect((screen.getByLabelText(/Account type/) as HTMLSelectElement).value).toBe('employer');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('ada@example.ng');
  });

  it('/verify/{token} shows why a used link fails and offers a new code', async () => {
    serve({
      'POST /verification/link': () =>
        envelope(400, SERVER_MESSAGES.codeLinkInvalid, {
          fields: { token: SERVER_MESSAGES.codeLinkInvalid },
        }),
    });
    renderApp(`/verify/${TOKEN}`);
    expect(await screen.findByText(SERVER_MESSAGES.codeLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new code' }).getAttribute('href')).toBe(paths.verifyEmail);
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('/recover/{token} trades the link for a reset token and opens Create a new password for the address', async () => {
    const server = serve({
      'POST /recovery/link': () =>
        envelope(200, SERVER_MESSAGES.recoveryVerified, { email: 'ada@example.ng', reset_token: 'reset-1' }),
    });
    const { router } = renderApp(`/recover/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.createNewPassword));
    expect(await screen.findByText(/Choose a new password for ada@example.ng/)).toBeTruthy();
    expect(server.requestsTo('POST /recovery/link')).toHaveLength(1);
  });

  it('/recover/{token} shows why a used link fails and offers to start again', async () => {
    serve({
      'POST /recovery/link': () =>
        envelope(400, SERVER_MESSAGES.codeLinkInvalid, {
          fields: { token: SERVER_MESSAGES.codeLinkInvalid },
        }),
    });
    renderApp(`/recover/${TOKEN}`);
    expect(await screen.findByText(SERVER_MESSAGES.codeLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start password reset' }).getAttribute('href')).toBe(
      paths.resetPassword,
    );
  });
});
