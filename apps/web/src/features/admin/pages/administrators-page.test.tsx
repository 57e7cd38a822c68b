import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { anAdmin, anInvitation } from '../test/fixtures';
import { AdministratorsPage } from './administrators-page';

// The signed-in administrator is account-1.
beforeEach(() => signInAs('admin', 'admin-profile-1'));

const me = anAdmin(
  {
    user_id: {
      _id: 'account-1',
      name: 'Platform Administrator',
      username: 'admin',
      email: 'admin@example.ng',
    },
  },
  'account-1',
);
const other = anAdmin();

const renderPage = () =>
  renderWithData(
    <>
      <AdministratorsPage />
      <Toaster />
    </>,
    '/admin/administrators',
  );

describe('Administrators: invite', () => {
  it('checks the form before sending, sends the invitation and empties the form', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/admins': () => envelope(200, ADMIN_MESSAGES.adminsLoaded, paged([me])),
      'GET /admin/invitations': () => envelope(200, ADMIN_MESSAGES.invitationsLoaded, paged([])),
      'POST /admin/invitations': () =>
        envelope(201, ADMIN_MESSAGES.invited('tunde@regulator.gov.ng'), anInvitation()),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(server.requestsTo('POST /admin/invitations')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Tunde Bakare');
    await user.type(screen.getByLabelText(/^E-mail address/), 'Tunde@Regulator.gov.ng');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(ADMIN_MESSAGES.invited('tunde@regulator.gov.ng'))).toBeTruthy();
    expect(server.requestsTo('POST /admin/invitations')[0]!.body).toEqual({
      name: 'Tunde Bakare',
      email: 'tunde@regulator.gov.ng',
    });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it("keeps what was typed and shows the server's refusal (an address already taken)", async () => {
    const user = userEvent.setup();
    serve({
      'GET /admin/admins': () => envelope(200, 'ok', paged([me])),
      'GET /admin/invitations': () => envelope(200, 'ok', paged([])),
      'POST /admin/invitations': () =>
        envelope(409, ADMIN_MESSAGES.emailTaken, { fields: { email: ADMIN_MESSAGES.emailTaken } }),
    });
    renderPage();
    await user.type(await screen.findByLabelText(/^Name/), 'Ada Obi');
    await user.type(screen.getByLabelText(/^E-mail address/), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findAllByText(ADMIN_MESSAGES.emailTaken)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe('ada@example.ng');
  });

  it('lists the invitations waiting and revokes one', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/admins': () => envelope(200, 'ok', paged([me])),
      'GET /admin/invitations': () => envelope(200, 'ok', paged([anInvitation()])),
      'DELETE /admin/invitations/invitation-1': () =>
        envelope(200, ADMIN_MESSAGES.invitationRevoked, anInvitation({ revokedAt: '2025-09-08T10:00:00Z' })),
    });
    renderPage();
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('Tunde Bakare · tunde@regulator.gov.ng')).toBeTruthy();
    expect(within(invitations).getByText(/by Platform Administrator/)).toBeTruthy();
    expect(
      new URL(server.requestsTo('GET /admin/invitations')[0]!.url, 'http://x').searchParams.get('pending'),
    ).toBe('true');
    await user.click(
      within(invitations).getByRole('button', { name: 'Revoke the invitation of Tunde Bakare' }),
    );
    expect(await screen.findByText(ADMIN_MESSAGES.invitationRevoked)).toBeTruthy();
    expect(server.requestsTo('DELETE /admin/invitations/invitation-1')).toHaveLength(1);
  });
});

describe('Administrators: remove', () => {
  it('offers no Remove for oneself, so the last administrator cannot remove themself', async () => {
    serve({
      'GET /admin/admins': () => envelope(200, 'ok', paged([me])),
      'GET /admin/invitations': () => envelope(200, 'ok', paged([])),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Administrators' });
    expect(within(list).getByText('Platform Administrator (you)')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it("removes another administrator after confirming; the server's 'last administrator' refusal stays in the dialog", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = serve({
      'GET /admin/admins': () => envelope(200, 'ok', paged([me, other])),
      'GET /admin/invitations': () => envelope(200, 'ok', paged([])),
      'DELETE /admin/admins/admin-account-2': () => {
        calls += 1;
        return calls === 1
          ? envelope(409, ADMIN_MESSAGES.lastAdmin)
          : envelope(200, ADMIN_MESSAGES.adminRemoved);
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Administrators' });
    expect(within(list).getAllByText('Two-factor on')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Remove Ngozi Adeyemi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ngozi Adeyemi?' });
    expect(server.requestsTo('DELETE /admin/admins/admin-account-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.lastAdmin)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ADMIN_MESSAGES.adminRemoved)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('DELETE /admin/admins/admin-account-2')).toHaveLength(2);
  });

  it('shows a removed administrator as removed, without Remove', async () => {
    serve({
      'GET /admin/admins': () =>
        envelope(200, 'ok', paged([me, anAdmin({ is_active: false, two_factor_enabled: false })])),
      'GET /admin/invitations': () => envelope(200, 'ok', paged([])),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Administrators' });
    expect(within(list).getByText('Removed')).toBeTruthy();
    expect(within(list).getByText('Two-factor not set up')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Remove Ngozi Adeyemi' })).toBeNull();
  });
});
