import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '@/test/render';
import { RecentSurveys } from './recent-surveys';

function serve(count: number) {
  const docs = Array.from({ length: count }, (_, index) => ({
    _id: `s${index}`,
    title: `Survey ${index}`,
    text: 'About your work.',
    respondent_type: 'all',
    state: 'published',
    createdAt: '2026-01-01T00:00:00.000Z',
    question_count: 2,
    survey_status: null,
    question_id: null,
    progress: 0,
  }));
  const fetchMock = vi.fn(async () =>
    envelope(200, 'Surveys loaded', {
      docs,
      totalDocs: count,
      totalPages: 1,
      page: 1,
      limit: 6,
      counts: { all: count, ongoing: 0, completed: 0 },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderRecent() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={client}>
      <RecentSurveys userType="employer" />
    </QueryClientProvider>,
  );
}

describe('RecentSurveys', () => {
  it('asks for the 6 most recent surveys and links to all of them (spec 000 §2)', async () => {
    const fetchMock = serve(6);
    renderRecent();
    const section = await screen.findByRole('region', { name: 'Recent surveys' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      'respondent_type=employer&respondent_type=all&limit=6&page=1',
    );
    expect(
      within(section)
        .getByRole('link', { name: /View all/ })
        .getAttribute('href'),
    ).toBe('/surveys');
  });

  it("says 'No survey yet' when there is none", async () => {
    serve(0);
    renderRecent();
    expect(await screen.findByRole('heading', { name: MESSAGES.noSurvey })).toBeTruthy();
  });
});
