import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Survey } from '@tvet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { AdminSurveysPage } from './admin-surveys-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

function aSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    _id: 'survey-1',
    title: 'Graduate tracer 2025',
    text: 'Where are you working now?',
    respondent_type: 'graduate',
    state: 'published',
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-09-01T10:00:00.000Z',
    publishedAt: '2025-09-02T10:00:00.000Z',
    question_count: 12,
    survey_status: null,
    question_id: null,
    progress: 0,
    respondent_count: 1,
    ...overrides,
  };
}

const queryOf = (url: string) => new URL(url, 'http://x').searchParams;
// jsdom's name computation drops the space before the links' screen-reader-only title; browsers keep it.

/** The console's survey list (/admin): no test covered it before issue 13's console review. */
describe('Surveys (console)', () => {
  it('lists every survey with its state and figures, and links to edit or open it and to its responses', async () => {
    serve({
      'GET /surveys': () =>
        envelope(
          200,
          'ok',
          paged([
            aSurvey(),
            aSurvey({
              _id: 'survey-2',
              title: 'Employers 2025',
              state: 'draft',
              respondent_type: 'employer',
              question_count: 1,
              respondent_count: 0,
            }),
          ]),
        ),
    });
    renderWithData(<AdminSurveysPage />, '/admin');
    const tracer = await screen.findByRole('article', { name: 'Graduate tracer 2025' });
    expect(within(tracer).getByText('12 questions · 1 respondent · created', { exact: false })).toBeTruthy();
    expect(
      within(tracer)
        .getByRole('link', { name: /^Open\s*Graduate tracer 2025$/ })
        .getAttribute('href'),
    ).toBe('/admin/surveys/survey-1');
    expect(
      within(tracer)
        .getByRole('link', { name: /^Responses\s*Graduate tracer 2025$/ })
        .getAttribute('href'),
    ).toBe('/admin/surveys/survey-1/responses');
    const draft = screen.getByRole('article', { name: 'Employers 2025' });
    expect(within(draft).getByRole('link', { name: /^Edit\s*Employers 2025$/ })).toBeTruthy();
    expect(within(draft).getByText('1 question · 0 respondents · created', { exact: false })).toBeTruthy();
  });

  it('filters by state from the address and back to every state', async () => {
    const user = userEvent.setup();
    const server = serve({ 'GET /surveys': () => envelope(200, 'ok', paged([aSurvey()])) });
    renderWithData(<AdminSurveysPage />, '/admin?state=published');
    await screen.findByRole('article', { name: 'Graduate tracer 2025' });
    expect(queryOf(server.requestsTo('GET /surveys')[0]!.url).get('state')).toBe('published');
    await user.selectOptions(screen.getByLabelText('Show'), '');
    await vi.waitFor(() =>
      expect(queryOf(server.requestsTo('GET /surveys').at(-1)!.url).has('state')).toBe(false),
    );
  });

  it("says when there is none, and shows the server's msg with Try again when the list cannot load", async () => {
    const user = userEvent.setup();
    let calls = 0;
    serve({
      'GET /surveys': () => {
        calls += 1;
        return calls === 1 ? envelope(503, 'The database is busy.') : envelope(200, 'ok', paged([]));
      },
    });
    renderWithData(<AdminSurveysPage />, '/admin');
    expect(await screen.findByText('The database is busy.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.noSurvey })).toBeTruthy();
  });
});
