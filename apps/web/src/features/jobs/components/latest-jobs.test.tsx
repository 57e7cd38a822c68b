import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aJob } from '../test/fixtures';
import { LatestJobs } from './latest-jobs';

beforeEach(() => signInAs('graduate', 'graduate-1'));

describe('LatestJobs (graduate dashboard)', () => {
  it('shows the newest jobs, each opening on /job-post, and a link to all', async () => {
    const fetchMock = await serve({
      'GET /graduates/graduate-1/jobfeed': () =>
        envelope(200, 'Jobs loaded', paged([aJob(), aJob({ _id: 'job-2', title: 'Welder' })])),
    });
    renderWithData(<LatestJobs />);
    const list = await screen.findByRole('list', { name: 'Latest jobs' });
    expect(
      within(list)
        .getByRole('link', { name: /Welder/ })
        .getAttribute('href'),
    ).toBe('/job-post?job=job-2');
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/job-post');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('limit=5');
  });

  it('says there is no job yet', async () => {
    await serve({ 'GET /graduates/graduate-1/jobfeed': () => envelope(200, 'Jobs loaded', paged([])) });
    renderWithData(<LatestJobs />);
    expect(await screen.findByText(MESSAGES.noJobPost)).toBeTruthy();
  });
});
