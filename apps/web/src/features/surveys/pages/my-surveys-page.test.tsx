import { screen, within } from '@testing-library/react';
import { MESSAGES, type Survey, type UserType } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { headingSkips } from '@/test/heading-order';
import { renderWithData } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { MySurveysPage } from './my-surveys-page';

const survey = (id: string, survey_status: Survey['survey_status'], progress: number): Survey => ({
  _id: id,
  title: `Survey ${id}`,
  text: 'About your work.',
  respondent_type: 'graduate',
  state: 'published',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  question_count: 3,
  survey_status,
  question_id: null,
  progress,
});

function serveSurveys(docs: Survey[], counts = { all: 3, ongoing: 1, completed: 1 }) {
  return serve({
    'GET /surveys': () => envelope(200, 'Surveys loaded', { ...paged(docs, 1, 1, 12), counts }),
  });
}

function renderPage(userType: UserType, path = '/surveys') {
  return renderWithData(<MySurveysPage userType={userType} />, path);
}

describe('MySurveysPage', () => {
  it('keeps its headings in order: the cards sit under a level-2 heading (issue 23, SEO)', async () => {
    serveSurveys([survey('a', null, 0), survey('b', 'ongoing', 33)]);
    renderPage('graduate');
    await screen.findByRole('article', { name: 'Survey a' });
    expect(screen.getByRole('heading', { level: 2, name: 'All surveys' })).toBeTruthy();
    expect(headingSkips()).toEqual([]);
  });

  it('shows each survey with its progress and status action, and the tab counts', async () => {
    const server = serveSurveys([
      survey('a', null, 0),
      survey('b', 'ongoing', 33),
      survey('c', 'completed', 100),
    ]);
    renderPage('graduate');
    const started = await screen.findByRole('article', { name: 'Survey a' });
    expect(
      within(started)
        .getByRole('link', { name: /^Start/ })
        .getAttribute('href'),
    ).toBe('/surveys/a');
    const ongoing = screen.getByRole('article', { name: 'Survey b' });
    expect(within(ongoing).getByRole('link', { name: /^Continue/ })).toBeTruthy();
    expect(within(ongoing).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    const done = screen.getByRole('article', { name: 'Survey c' });
    expect(within(done).queryByRole('link')).toBeNull();
    expect(within(done).getByText('Completed')).toBeTruthy();

    expect(screen.getByRole('tab', { name: /All surveys\s*3/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /In progress\s*1/ })).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(server.requests[0]!.url).toBe(
      '/api/v1/surveys?respondent_type=graduate&respondent_type=all&limit=12&page=1',
    );
  });

  it("says 'No survey {tab} yet' on an empty tab, and asks the server for that tab's surveys", async () => {
    const server = serveSurveys([], { all: 2, ongoing: 0, completed: 0 });
    renderPage('staff', '/surveys?tab=in-progress');
    expect(await screen.findByRole('heading', { name: MESSAGES.noSurveyInTab('in progress') })).toBeTruthy();
    expect(server.requests[0]!.url).toContain('respondent_type=staff&respondent_type=all');
    expect(server.requests[0]!.url).toContain('status=ongoing');
  });

  it("says 'No survey yet' when there is none at all", async () => {
    serveSurveys([], { all: 0, ongoing: 0, completed: 0 });
    renderPage('graduate');
    expect(await screen.findByRole('heading', { name: MESSAGES.noSurvey })).toBeTruthy();
  });

  it('lays institution and mentor surveys out in one column, others in a grid', async () => {
    serveSurveys([survey('a', null, 0)]);
    const { unmount } = renderPage('mentor');
    const list = (await screen.findByRole('article', { name: 'Survey a' })).closest('ul')!;
    expect(list.className).toContain('grid-cols-1');
    unmount();
    serveSurveys([survey('a', null, 0)]);
    renderPage('employer');
    const grid = (await screen.findByRole('article', { name: 'Survey a' })).closest('ul')!;
    expect(grid.className).toContain('sm:grid-cols-2');
  });
});
