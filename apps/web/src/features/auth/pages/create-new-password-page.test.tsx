import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SERVER_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { getRecovery, setRecovery } from '../lib/pending';

const RESET = 'PATCH /recovery/password';

describe('/create-new-password (spec 000 §5)', () => {
  beforeEach(() => setRecovery({ email: 'amina@example.ng', reset_token: 'reset-123' }));

  it('waits for a strong password, refuses a different confirmation, then resets with the token', async () => {
    const server = serve({ [RESET]: () => envelope(200, SERVER_MESSAGES.passwordReset, null) });
    const user = userEvent.setup();
    renderApp('/create-new-password');
    const reset = await screen.findByRole('button', { name: 'Reset password' });
    await user.type(screen.getByLabelText(/^New password/), 'weak');
    expect(reset).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Strong-Pass-2025');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Strong-Pass-2024');
    await user.click(reset);
    expect((await screen.findAllByText(MESSAGES.passwordsMustMatch)).length).toBeGreaterThan(0);
    expect(server.requestsTo(RESET)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Strong-Pass-2025');
    await user.click(reset);
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(server.requestsTo(RESET)[0]!.body).toEqual({
      email: 'amina@example.ng',
      new_password: 'Strong-Pass-2025',
      reset_token: 'reset-123',
    });
    expect(getRecovery()).toBeNull();
  });
});
