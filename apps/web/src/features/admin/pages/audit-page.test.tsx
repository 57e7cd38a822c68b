import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { anAuditEntry } from '../test/fixtures';
import { AuditPage } from './audit-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

const queryOf = (url: string) => new URL(url, 'http://x').searchParams;
const lastQuery = (server: ReturnType<typeof serve>) =>
  queryOf(server.requestsTo('GET /admin/audit').at(-1)!.url);

describe('Audit log', () => {
  it('shows who did what to which record and when, with the details, and nothing to change', async () => {
    serve({
      'GET /admin/audit': () =>
        envelope(200, ADMIN_MESSAGES.auditLoaded, { ...paged([anAuditEntry()]), totalDocs: 1 }),
    });
    renderWithData(<AuditPage />, '/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const entry = within(list).getByRole('listitem');
    expect(within(entry).getByText('Job suspend')).toBeTruthy();
    expect(
      within(entry).getByText(
        'Platform Administrator (admin@example.ng) on job Solar PV installer (Lekki Solar Systems Ltd)',
      ),
    ).toBeTruthy();
    expect(within(entry).getByText('Asks applicants for money')).toBeTruthy();
    expect(within(entry).getByText('reports_settled:')).toBeTruthy();
    expect(within(entry).getByRole('time').getAttribute('dateTime')).toBe('2025-09-06T10:00:00.000Z');
    // Read-only: the only buttons on the page search; none on an entry.
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Search']);
  });

  it('searches by who or which record, keeping the filters, all in the address', async () => {
    const user = userEvent.setup();
    const server = serve({ 'GET /admin/audit': () => envelope(200, 'ok', paged([anAuditEntry()])) });
    const { router } = renderWithData(<AuditPage />, '/admin/audit?action=job.suspend&page=2');
    await screen.findByRole('list', { name: 'Audit entries' });
    expect([lastQuery(server).get('action'), lastQuery(server).get('page')]).toEqual(['job.suspend', '2']);
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('job.suspend');

    await user.type(screen.getByLabelText(/^Who or which record/), 'lekki');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(lastQuery(server).get('q')).toBe('lekki'));
    // A new search starts again at page 1.
    expect(lastQuery(server).get('page')).toBe('1');
    expect(lastQuery(server).get('action')).toBe('job.suspend');
    expect(router.state.location.search).toContain('q=lekki');

    await user.selectOptions(screen.getByLabelText('Record type'), 'employer');
    await vi.waitFor(() => expect(lastQuery(server).get('target_type')).toBe('employer'));
    await user.type(screen.getByLabelText('From'), '2025-09-01');
    await vi.waitFor(() => expect(lastQuery(server).get('from')).toBe('2025-09-01'));
    expect(lastQuery(server).get('q')).toBe('lekki');
  });

  it("shows the server's refusal of a date range with Try again, and an empty result", async () => {
    let calls = 0;
    const user = userEvent.setup();
    serve({
      'GET /admin/audit': () => {
        calls += 1;
        return calls === 1 ? envelope(400, ADMIN_MESSAGES.dateRange) : envelope(200, 'ok', paged([]));
      },
    });
    renderWithData(<AuditPage />, '/admin/audit?from=2025-02-01&to=2025-01-01');
    expect(await screen.findByText(ADMIN_MESSAGES.dateRange)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No entry matches' })).toBeTruthy();
  });
});
