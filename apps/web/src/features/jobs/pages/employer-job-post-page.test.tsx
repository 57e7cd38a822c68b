import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES, MESSAGES, TRUNCATE } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aJob, anApplicant } from '../test/fixtures';
import { EmployerJobPostPage } from './employer-job-post-page';

beforeEach(() => signInAs('employer', 'employer-1'));

describe("the employer's /job-post (spec 001 §2)", () => {
  it('says there is no job yet and offers to create the first', async () => {
    await serve({ 'GET /jobs': () => envelope(200, 'Jobs loaded', paged([])) });
    renderWithData(<EmployerJobPostPage />, '/job-post');
    expect(await screen.findByRole('heading', { name: 'No Job post yet' })).toBeTruthy();
    expect(screen.getByText('Create your first Job post')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create job posting' })).toBeTruthy();
  });

  it('lists its jobs with the description cut at 100 characters, counts and applicants', async () => {
    const job = aJob({ applicant_count: 1 });
    const fetchMock = await serve({
      'GET /jobs': () =>
        envelope(200, 'Jobs loaded', paged([job, aJob({ _id: 'job-2', applicant_count: 0 })])),
      'GET /jobs/job-1/applications': () => envelope(200, 'Applications loaded', paged([anApplicant()])),
      'GET /jobs/job-2/applications': () => envelope(200, 'Applications loaded', paged([])),
    });
    renderWithData(<EmployerJobPostPage />, '/job-post');
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    expect(within(list).getAllByText(`${job.text.slice(0, TRUNCATE.jobDescription)}…`)).toHaveLength(2);
    expect(within(list).getByText('1 applicant')).toBeTruthy();
    expect(within(list).getAllByText('₦150,000 / month')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('created_by=employer-1&limit=9999');

    const applicant = await screen.findByRole('link', { name: 'View Amina Bello' });
    expect(applicant.getAttribute('href')).toBe('/job-post/applicant/application-1?job=job-1');
    // E-mail shortened to 20 characters in lists, the whole address still in the link.
    const mail = screen.getByRole('link', { name: 'amina.bello.graduate@example.ng' });
    expect(mail.textContent).toBe('amina.bello.graduate…');
    expect(mail.getAttribute('href')).toBe('mailto:amina.bello.graduate@example.ng');

    await userEvent.setup().click(within(list).getAllByRole('link')[1]!);
    expect(await screen.findByText(MESSAGES.noApplicant)).toBeTruthy();
  });

  it('pages through the jobs when the server caps the page', async () => {
    const fetchMock = await serve({
      'GET /jobs': (url) =>
        url.searchParams.get('page') === '2'
          ? envelope(200, 'Jobs loaded', paged([aJob({ _id: 'job-2', title: 'Welder' })], 2, 2))
          : envelope(200, 'Jobs loaded', paged([aJob()], 1, 2)),
      'GET /jobs/job-1/applications': () => envelope(200, 'Applications loaded', paged([])),
    });
    renderWithData(<EmployerJobPostPage />, '/job-post');
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    expect(within(list).getByText('Welder')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/jobs?'))).toHaveLength(2);
  });

  it('deletes a job only after "Are you sure?" is answered Yes', async () => {
    const user = userEvent.setup();
    let jobs = [aJob()];
    const fetchMock = await serve({
      'GET /jobs': () => envelope(200, 'Jobs loaded', paged(jobs)),
      'GET /jobs/job-1/applications': () => envelope(200, 'Applications loaded', paged([])),
      'DELETE /jobs/job-1': () => {
        jobs = [];
        return envelope(200, JOB_MESSAGES.deleted, null);
      },
    });
    renderWithData(
      <>
        <EmployerJobPostPage />
        <Toaster />
      </>,
      '/job-post?job=job-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('status')).textContent).toContain(JOB_MESSAGES.deleted);
    expect(await screen.findByRole('heading', { name: 'No Job post yet' })).toBeTruthy();
  });

  it('closes a job and reopens it', async () => {
    const user = userEvent.setup();
    let status: 'open' | 'closed' = 'open';
    await serve({
      'GET /jobs': () => envelope(200, 'Jobs loaded', paged([aJob({ status })])),
      'GET /jobs/job-1/applications': () => envelope(200, 'Applications loaded', paged([])),
      'PATCH /jobs/job-1': (_url, init) => {
        status = JSON.parse(String(init?.body)).status;
        return envelope(200, 'Job updated successfully', aJob({ status }));
      },
    });
    renderWithData(<EmployerJobPostPage />, '/job-post?job=job-1');
    await user.click(await screen.findByRole('button', { name: 'Close job' }));
    expect(await screen.findByRole('button', { name: 'Reopen job' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your jobs' })).getByText('Closed')).toBeTruthy();
  });
});
