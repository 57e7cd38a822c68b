import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@tvet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { LoginPage } from '../pages/login-page';

afterEach(() => clearSession());

const adminUser = {
  _id: 'admin-profile-1',
  is_profile_complete: true,
  user_id: {
    _id: 'admin-account-1',
    name: 'Bola Admin',
    username: 'bola',
    email: 'admin@example.ng',
    user_type: 'admin',
    is_email_verified: true,
  },
};

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Account type/), 'admin');
  await user.type(screen.getByLabelText(/E-mail address/), 'admin@example.ng');
  await user.type(screen.getByLabelText(/^Password/), 'Secret-pass1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe("administrators' two-factor sign-in", () => {
  it('first time: shows the QR code, the key and the recovery codes, then signs in with the 6-digit code', async () => {
    const user = userEvent.setup();
    const server = serve({
      'POST /auth/admins/login': () =>
        envelope(200, ADMIN_MESSAGES.totpSetupRequired, {
          totp_required: true,
          setup_required: true,
          totp_token: 'challenge-1',
          expires_in: 300,
        }),
      'POST /auth/admin/totp/setup': () =>
        envelope(200, ADMIN_MESSAGES.totpSetup, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x',
          qr_code: 'data:image/png;base64,AAAA',
          recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'],
          digits: 6,
          period: 30,
        }),
      'POST /auth/admin/totp': () => envelope(200, 'Signed in', { key: 'access-1', user: adminUser }),
    });
    const { router } = renderWithRouter(<LoginPage />, '/login');
    await signInWithPassword(user);

    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveProperty(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghjk', 'mnpqr-stuvw']);
    expect(server.requestsTo('POST /auth/admin/totp/setup')[0]!.body).toEqual({ totp_token: 'challenge-1' });
    expect(getSession()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await user.type(screen.getByLabelText(/6-digit code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(server.requestsTo('POST /auth/admin/totp')).toHaveLength(0);

    await user.type(screen.getByLabelText(/6-digit code/), '6');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(server.requestsTo('POST /auth/admin/totp')[0]!.body).toEqual({
      totp_token: 'challenge-1',
      code: '123456',
    });
    expect(getSession()?.token).toBe('access-1');
  });

  it("shows the server's refusal of a wrong code and signs in with a recovery code instead", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const server = serve({
      'POST /auth/admins/login': () =>
        envelope(200, ADMIN_MESSAGES.totpRequired, {
          totp_required: true,
          setup_required: false,
          totp_token: 'challenge-2',
          expires_in: 300,
        }),
      'POST /auth/admin/totp': () => {
        tries += 1;
        return tries === 1
          ? envelope(401, ADMIN_MESSAGES.totpWrong)
          : envelope(200, ADMIN_MESSAGES.recoveryCodeUsed(9), { key: 'access-2', user: adminUser });
      },
    });
    const { router } = renderWithRouter(<LoginPage />, '/login');
    await signInWithPassword(user);
    expect(await screen.findByText(ADMIN_MESSAGES.totpRequired)).toBeTruthy();
    expect(server.requestsTo('POST /auth/admin/totp/setup')).toHaveLength(0);
    await user.type(screen.getByLabelText(/6-digit code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(ADMIN_MESSAGES.totpWrong)).toBeTruthy();
    expect(getSession()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(server.requestsTo('POST /auth/admin/totp')[1]!.body).toEqual({
      totp_token: 'challenge-2',
      recovery_code: 'abcde-fghjk',
    });
  });
});
