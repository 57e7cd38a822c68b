import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { envelope, serve } from '@/test/serve';
import { ChangePasswordForm } from './change-password-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ChangePasswordForm accountId="account-1" />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('ChangePasswordForm', () => {
  it('needs every field (spec 000 §5)', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.allFieldsRequired);
  });

  it('needs the new password twice, the same', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Current password/), 'Demo-Pass-2023');
    await user.type(screen.getByLabelText(/^New password/), 'Another-Pass-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Another-Pass-2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Both password must match!');
  });

  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    const server = serve({
      'PATCH /users/account-1/password': () => envelope(200, 'password updated succesfully'),
    });
    renderForm();
    await user.type(screen.getByLabelText(/Current password/), 'Demo-Pass-2023');
    await user.type(screen.getByLabelText(/^New password/), 'Another-Pass-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Another-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.passwordUpdated);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/users/account-1/password']);
    expect(server.requests[0]!.body).toEqual({
      password: 'Demo-Pass-2023',
      new_password: 'Another-Pass-1',
      confirm_password: 'Another-Pass-1',
    });
  });
});
