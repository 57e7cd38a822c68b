import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, renderWithData, signInAs } from '@/test/render';
import { serve } from '@/test/serve';
import { anApplicant } from '../test/fixtures';
import { ApplicantList } from './applicant-list';

beforeEach(() => signInAs('employer', 'employer-1'));

const TOTAL = 45;
const PAGE_SIZE = 20;

/** One page of a job's applicants as the server answers it: `totalDocs` counts them all. */
function applicantsPage(page: number) {
  const first = (page - 1) * PAGE_SIZE;
  const docs = Array.from({ length: Math.min(PAGE_SIZE, TOTAL - first) }, (_, index) => ({
    ...anApplicant({ name: `Applicant ${first + index + 1}` }),
    _id: `application-${first + index + 1}`,
  }));
  const totalPages = Math.ceil(TOTAL / PAGE_SIZE);
  return {
    docs,
    totalDocs: TOTAL,
    totalPages,
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit: PAGE_SIZE,
    pagingCounter: first + 1,
  };
}

describe("a job's applicants (spec 001 §2)", () => {
  it('counts every applicant, not the page, and pages through them', async () => {
    const fetchMock = serve({
      'GET /jobs/job-1/applications': (url) =>
        envelope(200, 'Applications loaded', applicantsPage(Number(url.searchParams.get('page') ?? 1))),
    });
    renderWithData(<ApplicantList jobId="job-1" />, '/job-post?job=job-1');
    const heading = await screen.findByRole('heading', { name: /Applicants/ });
    expect(await within(heading).findByText(String(TOTAL))).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'View Applicant 1' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Applicant pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();

    await userEvent.setup().click(within(pager).getByRole('button', { name: /^Next/ }));
    expect(await screen.findByRole('link', { name: 'View Applicant 21' })).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    // The total stays the total on every page.
    expect(within(heading).getByText(String(TOTAL))).toBeTruthy();
    const asked = fetchMock.requests.map((request) => new URL(request.url, 'http://localhost'));
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(asked.every((url) => url.searchParams.get('limit') === String(PAGE_SIZE))).toBe(true);
  });
});
