import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, JOB_MESSAGES, MESSAGES, UNVERIFIED_EMPLOYER_LABEL } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { headingSkips } from '@/test/heading-order';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aJob } from '../test/fixtures';
import { GraduateJobPostPage } from './graduate-job-post-page';

beforeEach(() => signInAs('graduate', 'graduate-1'));

describe("the graduate's /job-post (spec 000 §2, §4)", () => {
  it('keeps its headings in order: job titles sit under a level-2 heading (issue 23, SEO)', async () => {
    await serve({
      'GET /graduates/graduate-1/jobfeed': () =>
        envelope(200, 'Jobs loaded', paged([aJob({ _id: 'job-1', title: 'Welder' })])),
    });
    renderWithData(<GraduateJobPostPage />, '/job-post');
    await screen.findByRole('list', { name: 'Open jobs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Open jobs' })).toBeTruthy();
    expect(headingSkips()).toEqual([]);
  });

  // Issue 22 point 9: the API takes a job whose address names no state; its card and details say so in words.
  it('shows "State not given" on the card and in the details of a job without a state', async () => {
    await serve({
      'GET /graduates/graduate-1/jobfeed': () =>
        envelope(
          200,
          'Jobs loaded',
          paged([aJob({ _id: 'job-1', title: 'Welder', state: null, address: 'Ikeja' })]),
        ),
    });
    renderWithData(<GraduateJobPostPage />, '/job-post?job=job-1');
    const list = await screen.findByRole('list', { name: 'Open jobs' });
    expect(within(list).getByText(/Ikeja \(state not given\)/)).toBeTruthy();
    expect(screen.getAllByText(/Ikeja \(state not given\)/)).toHaveLength(2);
    expect(screen.queryByText(/null/)).toBeNull();
  });

  it('says there is no job yet', async () => {
    await serve({ 'GET /graduates/graduate-1/jobfeed': () => envelope(200, 'Jobs loaded', paged([])) });
    renderWithData(<GraduateJobPostPage />, '/job-post');
    expect(await screen.findByRole('heading', { name: MESSAGES.noJobPost })).toBeTruthy();
  });

  it('applies, then shows "Application Submitted!" with Dismiss', async () => {
    const user = userEvent.setup();
    let applied = false;
    const fetchMock = await serve({
      'GET /graduates/graduate-1/jobfeed': () =>
        envelope(200, 'Jobs loaded', paged([aJob({ has_applied: applied })])),
      'POST /jobs/job-1/apply': () => {
        applied = true;
        return envelope(201, 'Application Submitted!', { _id: 'application-1' });
      },
    });
    renderWithData(<GraduateJobPostPage />, '/job-post?job=job-1');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: JOB_MESSAGES.applied });
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ graduate_id: 'graduate-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('You applied for this job')).toBeTruthy();
  });

  // Issue 22.13: the README promised graduates could report a suspicious job; no screen let them.
  it('reports a suspicious job with a reason, which is required', async () => {
    const user = userEvent.setup();
    const server = await serve({
      'GET /graduates/graduate-1/jobfeed': () => envelope(200, 'Jobs loaded', paged([aJob()])),
      'POST /jobs/job-1/report': () =>
        envelope(201, ADMIN_MESSAGES.jobReported, { _id: 'report-1', job_id: 'job-1', createdAt: '' }),
    });
    renderWithData(
      <>
        <GraduateJobPostPage />
        <Toaster />
      </>,
      '/job-post?job=job-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.requestsTo('POST /jobs/job-1/report')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'They ask for a N5,000 registration fee');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(ADMIN_MESSAGES.jobReported)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('POST /jobs/job-1/report')[0]?.body).toEqual({
      reason: 'They ask for a N5,000 registration fee',
    });
  });

  it('keeps a refusal to report (already reported) inside the dialog', async () => {
    const user = userEvent.setup();
    await serve({
      'GET /graduates/graduate-1/jobfeed': () => envelope(200, 'Jobs loaded', paged([aJob()])),
      'POST /jobs/job-1/report': () => envelope(409, ADMIN_MESSAGES.jobAlreadyReported),
    });
    renderWithData(<GraduateJobPostPage />, '/job-post?job=job-1');
    await user.click(await screen.findByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake company');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.jobAlreadyReported)).toBeTruthy();
  });

  it("says 'Unverified employer' on the jobs of unvetted employers, in the feed and the open job", async () => {
    await serve({
      'GET /graduates/graduate-1/jobfeed': () =>
        envelope(
          200,
          'Jobs loaded',
          paged([
            aJob({
              _id: 'job-1',
              title: 'Welder',
              company_name: 'Okoro Fabrication',
              employer_verified: false,
            }),
            aJob({
              _id: 'job-2',
              title: 'Electrician',
              company_name: 'Demo Motors',
              employer_verified: true,
            }),
          ]),
        ),
    });
    renderWithData(<GraduateJobPostPage />, '/job-post?job=job-1');
    const list = await screen.findByRole('list', { name: 'Open jobs' });
    const [welder, electrician] = within(list).getAllByRole('listitem');
    expect(within(welder).getByText(UNVERIFIED_EMPLOYER_LABEL)).toBeTruthy();
    expect(within(electrician).queryByText(UNVERIFIED_EMPLOYER_LABEL)).toBeNull();
    const detail = screen.getByRole('article', { name: 'Welder' });
    expect(within(detail).getByText(UNVERIFIED_EMPLOYER_LABEL)).toBeTruthy();
  });

  it('says nothing of the employer in the open job once it is vetted', async () => {
    await serve({
      'GET /graduates/graduate-1/jobfeed': () =>
        envelope(200, 'Jobs loaded', paged([aJob({ title: 'Electrician', employer_verified: true })])),
    });
    renderWithData(<GraduateJobPostPage />, '/job-post?job=job-1');
    await screen.findByRole('article', { name: 'Electrician' });
    expect(screen.queryByText(UNVERIFIED_EMPLOYER_LABEL)).toBeNull();
  });

  it('filters by text, state and job type through the address, back to page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = await serve({
      'GET /graduates/graduate-1/jobfeed': () => envelope(200, 'Jobs loaded', paged([aJob()], 1, 3)),
    });
    const { router } = renderWithData(<GraduateJobPostPage />, '/job-post?page=2');
    await screen.findByRole('list', { name: 'Open jobs' });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.type(screen.getByLabelText('Search jobs'), 'welder');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('Job type'), 'part-time');
    expect(router.state.location.search).toBe('?q=welder&state=Lagos&job_type=part-time');
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({
      page: '1',
      q: 'welder',
      state: 'Lagos',
      job_type: 'part-time',
    });
  });

  it("says 'No Match found' when filters leave nothing, with a way to clear them", async () => {
    await serve({ 'GET /graduates/graduate-1/jobfeed': () => envelope(200, 'Jobs loaded', paged([])) });
    renderWithData(<GraduateJobPostPage />, '/job-post?state=Kano');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMatch })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});
