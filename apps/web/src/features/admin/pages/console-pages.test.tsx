import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { anAccount, anEmployer, anInstitution } from '../test/fixtures';
import { AccountPage } from './account-page';
import { AccountsPage } from './accounts-page';
import { EmployersPage } from './employers-page';
import { InstitutionsPage } from './institutions-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

const withToaster = (page: React.ReactNode) => (
  <>
    {page}
    <Toaster />
  </>
);
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('Institutions (verification queue)', () => {
  it('lists the waiting institutions oldest first with the true total, and verifies one', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/institutions': () =>
        envelope(200, ADMIN_MESSAGES.institutionsLoaded, {
          ...paged([anInstitution()], 1, 2),
          totalDocs: 21,
        }),
      'POST /admin/institutions/institution-1/verify': () =>
        envelope(200, ADMIN_MESSAGES.institutionVerified, anInstitution({ verification_status: 'verified' })),
    });
    renderWithData(withToaster(<InstitutionsPage />), '/admin/institutions');
    expect(await screen.findByText('21 institutions')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const query = queryOf(server.requestsTo('GET /admin/institutions')[0]!.url);
    expect(query.get('status')).toBe('pending');
    expect(query.get('order')).toBe('oldest');

    await user.click(screen.getByRole('button', { name: 'Verify Yaba College of Technology' }));
    expect(await screen.findByText(ADMIN_MESSAGES.institutionVerified)).toBeTruthy();
    expect(server.requestsTo('POST /admin/institutions/institution-1/verify')).toHaveLength(1);
  });

  it('rejects only with a reason, and keeps the dialog open with the server refusal', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = serve({
      'GET /admin/institutions': () => envelope(200, 'ok', paged([anInstitution()])),
      'POST /admin/institutions/institution-1/reject': () => {
        calls += 1;
        return calls === 1
          ? envelope(500, 'The database is busy, try again in a minute.')
          : envelope(
              200,
              ADMIN_MESSAGES.institutionRejected,
              anInstitution({ verification_status: 'rejected' }),
            );
      },
    });
    renderWithData(withToaster(<InstitutionsPage />), '/admin/institutions');
    await user.click(await screen.findByRole('button', { name: 'Reject Yaba College of Technology' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.requestsTo('POST /admin/institutions/institution-1/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'The CAC number does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The database is busy, try again in a minute.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ADMIN_MESSAGES.institutionRejected)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('POST /admin/institutions/institution-1/reject')[1]!.body).toEqual({
      reason: 'The CAC number does not match',
    });
  });

  it("shows the server's msg with Try again when the queue cannot load", async () => {
    const user = userEvent.setup();
    let calls = 0;
    serve({
      'GET /admin/institutions': () => {
        calls += 1;
        return calls === 1
          ? envelope(403, 'Only administrators may do this.')
          : envelope(200, 'ok', paged([]));
      },
    });
    renderWithData(<InstitutionsPage />, '/admin/institutions');
    expect(await screen.findByText('Only administrators may do this.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No institution here' })).toBeTruthy();
  });
});

describe('Employers (vetting)', () => {
  it('approves an employer and offers its CAC document', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/employers': () => envelope(200, 'ok', paged([anEmployer()])),
      'POST /admin/employers/employer-1/approve': () =>
        envelope(200, ADMIN_MESSAGES.employerApproved, anEmployer({ vetting_status: 'approved' })),
    });
    renderWithData(withToaster(<EmployersPage />), '/admin/employers');
    expect(await screen.findByRole('button', { name: 'Open CAC document of Dangote Cement' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve Dangote Cement' }));
    expect(await screen.findByText(ADMIN_MESSAGES.employerApproved)).toBeTruthy();
    expect(server.requestsTo('POST /admin/employers/employer-1/approve')).toHaveLength(1);
  });
});

describe('Employers (the shared review queue)', () => {
  it('rejects with a reason; a rejected one shows it and can still be approved; tabs and search ask again', async () => {
    const user = userEvent.setup();
    const rejected = anEmployer({
      _id: 'employer-2',
      user_id: { ...anEmployer().user_id, _id: 'account-7', name: 'Sahel Agro' },
      vetting_status: 'rejected',
      vetting_reason: 'The CAC number is not on the register.',
      cac_document: null,
    });
    const server = serve({
      'GET /admin/employers': () =>
        envelope(
          200,
          'ok',
          paged([anEmployer({ website_url: 'https%3A%2F%2Fdangote.com%2Fabout%20us' }), rejected]),
        ),
      'POST /admin/employers/employer-1/reject': () =>
        envelope(200, ADMIN_MESSAGES.employerRejected, anEmployer({ vetting_status: 'rejected' })),
    });
    renderWithData(withToaster(<EmployersPage />), '/admin/employers');
    const list = await screen.findByRole('list', { name: 'Employers' });
    const [waiting, refused] = within(list).getAllByRole('listitem');
    expect(within(refused!).getByText('The CAC number is not on the register.')).toBeTruthy();
    expect(within(refused!).getByText('No CAC document uploaded')).toBeTruthy();
    expect(within(refused!).getByRole('button', { name: 'Approve Sahel Agro' })).toBeTruthy();
    expect(within(refused!).queryByRole('button', { name: 'Reject Sahel Agro' })).toBeNull();
    expect(within(waiting!).getByText('Waiting')).toBeTruthy();
    // Stored URI-encoded, read decoded.
    expect(within(waiting!).getByText('https://dangote.com/about us')).toBeTruthy();

    await user.click(within(waiting!).getByRole('button', { name: 'Reject Dangote Cement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Dangote Cement' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Blurred certificate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ADMIN_MESSAGES.employerRejected)).toBeTruthy();
    expect(server.requestsTo('POST /admin/employers/employer-1/reject')[0]!.body).toEqual({
      reason: 'Blurred certificate',
    });

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await vi.waitFor(() =>
      expect(queryOf(server.requestsTo('GET /admin/employers').at(-1)!.url).has('status')).toBe(false),
    );
    await user.type(screen.getByLabelText('Name or e-mail'), 'sahel');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(queryOf(server.requestsTo('GET /admin/employers').at(-1)!.url).get('q')).toBe('sahel'),
    );
  });
});

describe('Accounts', () => {
  it('searches by name, e-mail or username and filters by role, from the address', async () => {
    const user = userEvent.setup();
    const server = serve({ 'GET /admin/accounts': () => envelope(200, 'ok', paged([anAccount()])) });
    renderWithData(<AccountsPage />, '/admin/accounts?role=graduate');
    expect(await screen.findByRole('link', { name: 'Ada Obi' })).toBeTruthy();
    expect(queryOf(server.requestsTo('GET /admin/accounts')[0]!.url).get('role')).toBe('graduate');
    await user.type(screen.getByLabelText('Name, e-mail or username'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(queryOf(server.requestsTo('GET /admin/accounts').at(-1)!.url).get('q')).toBe('ada@example'),
    );
    expect(queryOf(server.requestsTo('GET /admin/accounts').at(-1)!.url).get('role')).toBe('graduate');
  });

  it("reactivates a deactivated account, and shows the server's refusal of a deactivation", async () => {
    const user = userEvent.setup();
    let account = anAccount({ is_active: false, is_email_verified: true });
    const server = serve({
      'GET /admin/accounts/account-5': () => envelope(200, 'ok', account),
      'POST /admin/accounts/account-5/reactivate': () => {
        account = anAccount({ is_active: true, is_email_verified: true });
        return envelope(200, ADMIN_MESSAGES.accountReactivated, account);
      },
      'POST /admin/accounts/account-5/deactivate': () => envelope(409, ADMIN_MESSAGES.lastAdmin),
    });
    renderWithData(
      withToaster(
        <Routes>
          <Route path="/admin/accounts/:id" element={<AccountPage />} />
        </Routes>,
      ),
      '/admin/accounts/account-5',
    );
    expect(await screen.findByText('Deactivated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reactivate account' }));
    expect(await screen.findByText(ADMIN_MESSAGES.accountReactivated)).toBeTruthy();
    expect(server.requestsTo('POST /admin/accounts/account-5/reactivate')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Obi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.lastAdmin)).toBeTruthy();
  });

  it('deactivates an account only after confirming, and resends its verification', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/accounts/account-5': () => envelope(200, 'ok', anAccount()),
      'POST /admin/accounts/account-5/deactivate': () =>
        envelope(200, ADMIN_MESSAGES.accountDeactivated, anAccount({ is_active: false })),
      'POST /admin/accounts/account-5/resend-verification': () =>
        envelope(200, ADMIN_MESSAGES.verificationResent),
    });
    renderWithData(
      withToaster(
        <Routes>
          <Route path="/admin/accounts/:id" element={<AccountPage />} />
        </Routes>,
      ),
      '/admin/accounts/account-5',
    );
    await user.click(await screen.findByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText(ADMIN_MESSAGES.verificationResent)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Obi?' });
    expect(server.requestsTo('POST /admin/accounts/account-5/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(ADMIN_MESSAGES.accountDeactivated)).toBeTruthy();
    expect(server.requestsTo('POST /admin/accounts/account-5/deactivate')).toHaveLength(1);
  });
});
