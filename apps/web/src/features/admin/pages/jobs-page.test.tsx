import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aJob, aJobReport } from '../test/fixtures';
import { JobsPage } from './jobs-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

const renderPage = (path = '/admin/jobs') =>
  renderWithData(
    <>
      <JobsPage />
      <Toaster />
    </>,
    path,
  );
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('Jobs: the suspicious-job reports queue', () => {
  it('lists open reports with the job and the reason, and asks only for them', async () => {
    const server = serve({
      'GET /admin/job-reports': () =>
        envelope(200, ADMIN_MESSAGES.reportsLoaded, { ...paged([aJobReport()]), totalDocs: 1 }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(within(list).getByRole('heading', { name: 'Solar PV installer' })).toBeTruthy();
    expect(within(list).getByText(/registration fee before the interview/)).toBeTruthy();
    expect(within(list).getByText('Reported by Amina Bello')).toBeTruthy();
    expect(within(list).getByText('Unverified employer')).toBeTruthy();
    expect(within(list).getByText('1 open report')).toBeTruthy();
    expect(screen.getByText('1 open report', { selector: '[aria-live]' })).toBeTruthy();
    expect(queryOf(server.requestsTo('GET /admin/job-reports')[0]!.url).get('status')).toBe('open');
    expect(server.requestsTo('GET /admin/jobs')).toHaveLength(0);
  });

  it('suspends the reported job only with a reason; a refusal stays in the dialog', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = serve({
      'GET /admin/job-reports': () => envelope(200, 'ok', paged([aJobReport()])),
      'POST /admin/jobs/job-1/suspend': () => {
        calls += 1;
        return calls === 1
          ? envelope(409, ADMIN_MESSAGES.jobAlreadySuspended)
          : envelope(200, ADMIN_MESSAGES.jobSuspended, aJob({ suspended: true }));
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Suspend job Solar PV installer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Solar PV installer' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.requestsTo('POST /admin/jobs/job-1/suspend')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Asks applicants for money');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.jobAlreadySuspended)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(ADMIN_MESSAGES.jobSuspended)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('POST /admin/jobs/job-1/suspend').map((r) => r.body)).toEqual([
      { reason: 'Asks applicants for money' },
      { reason: 'Asks applicants for money' },
    ]);
    // The queue is asked again: a suspended job's reports are settled.
    await vi.waitFor(() => expect(server.requestsTo('GET /admin/job-reports').length).toBeGreaterThan(1));
  });

  it('dismisses a report, and says so when it was handled meanwhile', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = serve({
      'GET /admin/job-reports': () => envelope(200, 'ok', paged([aJobReport()])),
      'POST /admin/job-reports/report-1/dismiss': () => {
        calls += 1;
        return calls === 1
          ? envelope(200, ADMIN_MESSAGES.reportDismissed, aJobReport({ status: 'dismissed' }))
          : envelope(409, ADMIN_MESSAGES.reportNotOpen);
      },
    });
    renderPage();
    const dismiss = await screen.findByRole('button', {
      name: 'Dismiss report of Amina Bello on Solar PV installer',
    });
    await user.click(dismiss);
    expect(await screen.findByText(ADMIN_MESSAGES.reportDismissed)).toBeTruthy();
    await user.click(dismiss);
    expect(await screen.findByText(ADMIN_MESSAGES.reportNotOpen)).toBeTruthy();
    expect(server.requestsTo('POST /admin/job-reports/report-1/dismiss')).toHaveLength(2);
  });

  it('says when the queue is empty', async () => {
    serve({ 'GET /admin/job-reports': () => envelope(200, 'ok', paged([])) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No report waiting' })).toBeTruthy();
  });
});

describe('Jobs: every job', () => {
  it('filters and searches from the address, and restores a suspended job', async () => {
    const user = userEvent.setup();
    const suspended = aJob({
      suspended: true,
      suspension_reason: 'Asks applicants for money',
      employer_vetting_status: 'approved',
      open_report_count: 0,
    });
    const server = serve({
      'GET /admin/jobs': () => envelope(200, ADMIN_MESSAGES.jobsLoaded, paged([suspended])),
      'POST /admin/jobs/job-1/unsuspend': () =>
        envelope(200, ADMIN_MESSAGES.jobUnsuspended, aJob({ suspended: false })),
    });
    renderPage('/admin/jobs?view=all&filter=suspended');
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getByText('Suspended')).toBeTruthy();
    expect(within(list).queryByText('Unverified employer')).toBeNull();
    expect(within(list).getByText('Asks applicants for money')).toBeTruthy();
    expect(queryOf(server.requestsTo('GET /admin/jobs')[0]!.url).get('suspended')).toBe('true');
    expect(server.requestsTo('GET /admin/job-reports')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title or company'), 'lekki');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => {
      const query = queryOf(server.requestsTo('GET /admin/jobs').at(-1)!.url);
      expect([query.get('q'), query.get('suspended')]).toEqual(['lekki', 'true']);
    });

    await user.click(await screen.findByRole('button', { name: 'Restore job Solar PV installer' }));
    expect(await screen.findByText(ADMIN_MESSAGES.jobUnsuspended)).toBeTruthy();
    expect(server.requestsTo('POST /admin/jobs/job-1/unsuspend')).toHaveLength(1);
  });

  it('switches from the reports to every job with the tab', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/job-reports': () => envelope(200, 'ok', paged([])),
      'GET /admin/jobs': () => envelope(200, 'ok', paged([aJob()])),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'No report waiting' });
    await user.click(screen.getByRole('tab', { name: 'All jobs' }));
    expect(await screen.findByRole('button', { name: 'Suspend job Solar PV installer' })).toBeTruthy();
    expect(server.requestsTo('GET /admin/jobs')).toHaveLength(1);
  });
});
