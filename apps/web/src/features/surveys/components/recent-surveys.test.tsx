import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { renderWithData } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { RecentSurveys } from './recent-surveys';

function serveSurveys(count: number) {
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
  return serve({
    'GET /surveys': () =>
      envelope(200, 'Surveys loaded', {
        docs,
        totalDocs: count,
        totalPages: 1,
        page: 1,
        limit: 6,
        counts: { all: count, ongoing: 0, completed: 0 },
      }),
  });
}

function renderRecent() {
  renderWithData(<RecentSurveys userType="employer" />);
}

describe('RecentSurveys', () => {
  it('asks for the 6 most recent surveys and links to all of them (spec 000 §2)', async () => {
    const server = serveSurveys(6);
    renderRecent();
    const section = await screen.findByRole('region', { name: 'Recent surveys' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(server.requests[0]!.url).toContain('respondent_type=employer&respondent_type=all&limit=6&page=1');
    expect(
      within(section)
        .getByRole('link', { name: /View all/ })
        .getAttribute('href'),
    ).toBe('/surveys');
  });

  it("says 'No survey yet' when there is none", async () => {
    serveSurveys(0);
    renderRecent();
    expect(await screen.findByRole('heading', { name: MESSAGES.noSurvey })).toBeTruthy();
  });
});
