import { screen } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aJob, anApplication } from '../test/fixtures';
import { AppliedJobsPage } from './applied-jobs-page';

beforeEach(() => signInAs('graduate', 'graduate-1'));

describe('/applied-jobs (spec 000 §2)', () => {
  it("shows the 'applied' tab with its count, and a removed job as removed", async () => {
    await serve({
      'GET /graduates/graduate-1/applications': () =>
        envelope(
          200,
          'Applications loaded',
          paged([
            anApplication(),
            anApplication({
              _id: 'application-2',
              job_posting_id: null,
              removed: true,
              job_title: 'Welder',
              company_name: 'Gone Ltd',
            }),
          ]),
        ),
    });
    renderWithData(<AppliedJobsPage />, '/applied-jobs');
    const tab = await screen.findByRole('tab', { name: /Applied/ });
    expect(await screen.findByText('This job was removed by the employer')).toBeTruthy();
    expect(tab.textContent).toContain('2');
    expect(screen.getByText('Welder')).toBeTruthy();
    expect(screen.getByText('Gone Ltd')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Auto electrician/ }).getAttribute('href')).toBe(
      '/job-post?job=job-1',
    );
  });

  // Issue 22.18: every applied job opens from the list, a closed one too (the server shows it to its applicants).
  it('links a closed job to its page as well', async () => {
    await serve({
      'GET /graduates/graduate-1/applications': () =>
        envelope(
          200,
          'Applications loaded',
          paged([
            anApplication({
              _id: 'application-3',
              job_posting_id: aJob({ _id: 'job-3', title: 'Panel beater', status: 'closed' }),
            }),
          ]),
        ),
    });
    renderWithData(<AppliedJobsPage />, '/applied-jobs');
    const link = await screen.findByRole('link', { name: /Panel beater/ });
    expect(link.getAttribute('href')).toBe('/job-post?job=job-3');
    expect(link.textContent).toContain('Closed');
  });

  it('says when there is no application yet', async () => {
    await serve({ 'GET /graduates/graduate-1/applications': () => envelope(200, 'ok', paged([])) });
    renderWithData(<AppliedJobsPage />, '/applied-jobs');
    expect(await screen.findByRole('heading', { name: MESSAGES.noAppliedJob })).toBeTruthy();
  });
});
