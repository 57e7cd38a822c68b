import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  paged,
  SURVEY_MESSAGES,
  SURVEY_RESPONSES_PAGE_SIZE,
  type SurveyQuestion,
  type SurveyResponses,
} from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/render';
import { envelope, type Handler, serve } from '@/test/serve';
import {
  aQuestion,
  aResponseRow,
  aSection,
  aSurveyDetail,
  dismissToasts,
  renderPageAt,
  SURVEY_ID,
} from '../test/fixtures';
import { SurveyResponsesPage } from './survey-responses-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));
afterEach(dismissToasts);

const work = aSection('section-work', 'Your work', 1);
const questions: SurveyQuestion[] = [
  aQuestion('q1', work, 1, { text: 'Where do you work now?', type: 'text', options: [] }),
  aQuestion('q2', work, 2, { text: 'Is the work in your trade?' }),
];
const RESPONSES = `GET /surveys/${SURVEY_ID}/responses`;

/** `total` respondents, served a page at a time as the server does: Graduate 1 … Graduate {total}. */
function respondents(total: number): Handler {
  return (url) => {
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const first = (page - 1) * limit + 1;
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - first + 1)) }, (_, index) =>
      aResponseRow(first + index, first + index === 1 ? { q1: 'Demo Motors, Ikeja', q2: 'Yes' } : {}),
    );
    const answer: SurveyResponses = { ...paged(rows, total, page, limit), questions };
    return envelope(200, SURVEY_MESSAGES.loaded, answer);
  };
}

function serveResponses(responses: Handler, more: Record<string, Handler> = {}) {
  return serve({
    [`GET /surveys/${SURVEY_ID}`]: () =>
      envelope(200, SURVEY_MESSAGES.loaded, aSurveyDetail({ state: 'published', questions })),
    [RESPONSES]: responses,
    ...more,
  });
}

const renderResponses = (search = '') =>
  renderPageAt(
    '/admin/surveys/:id/responses',
    <SurveyResponsesPage />,
    `/admin/surveys/${SURVEY_ID}/responses${search}`,
  );
const pageAsked = (server: ReturnType<typeof serve>) =>
  server.requestsTo(RESPONSES).map((request) => new URL(request.url, 'http://x').searchParams.get('page'));
/** The respondents' names in the table, top to bottom. */
const names = () =>
  screen.getAllByRole('rowheader').map((header) => within(header).getByText(/^Graduate \d+$/).textContent);
// jsdom's name computation drops the space before the pager's screen-reader-only "page"; browsers keep it.
const NEXT = /^Next\s*page$/;
const PREVIOUS = /^Previous\s*page$/;

describe('Survey responses', () => {
  it('lists a page of respondents with their answers, under the true total of respondents', async () => {
    const server = serveResponses(respondents(45));
    renderResponses();
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate tracer 2025' })).toBeTruthy();
    // 45 in all, though a page holds 20: the caption counts the survey's respondents, not the rows shown.
    const table = await screen.findByRole('region', { name: '45 respondents, one row each' });
    expect(names()).toHaveLength(SURVEY_RESPONSES_PAGE_SIZE);
    expect(names()[0]).toBe('Graduate 1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Respondent',
      'Status',
      'Last answer',
      'Q1. Where do you work now?',
      'Q2. Is the work in your trade?',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('graduate1@example.ng')).toBeTruthy();
    expect(within(first).getByRole('cell', { name: 'Demo Motors, Ikeja' })).toBeTruthy();
    expect(within(first).getByRole('cell', { name: 'Completed' })).toBeTruthy();
    // An unanswered question shows a dash, not an empty cell.
    expect(within(within(table).getAllByRole('row')[2]!).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: PREVIOUS }).hasAttribute('disabled')).toBe(true);
    expect(pageAsked(server)).toEqual(['1']);
    expect(new URL(server.requestsTo(RESPONSES)[0]!.url, 'http://x').searchParams.get('limit')).toBe(
      String(SURVEY_RESPONSES_PAGE_SIZE),
    );
  });

  it('pages through the respondents with Next and Previous, keeping the total', async () => {
    const user = userEvent.setup();
    const server = serveResponses(respondents(45));
    const { router } = renderResponses();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: NEXT }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() => expect(names()[0]).toBe('Graduate 21'));
    expect(names().at(-1)).toBe('Graduate 40');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: NEXT }));
    await waitFor(() =>
      expect(names()).toEqual(['Graduate 41', 'Graduate 42', 'Graduate 43', 'Graduate 44', 'Graduate 45']),
    );
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: NEXT }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: '45 respondents, one row each' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: PREVIOUS }));
    await waitFor(() => expect(names()[0]).toBe('Graduate 21'));
    // Page 2 shows again at once from the cache, and is asked again in case answers came in meanwhile.
    expect(pageAsked(server)).toEqual(['1', '2', '3', '2']);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens at the page in the address', async () => {
    const server = serveResponses(respondents(45));
    renderResponses('?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(names()[0]).toBe('Graduate 41');
    expect(pageAsked(server)).toEqual(['3']);
  });

  it('says when nobody has answered yet', async () => {
    serveResponses(respondents(0));
    renderResponses();
    expect(await screen.findByRole('heading', { name: 'No answer yet' })).toBeTruthy();
    expect(screen.getByText('0 respondents, one row each')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('counts one respondent in the singular', async () => {
    serveResponses(respondents(1));
    renderResponses();
    expect(await screen.findByRole('region', { name: '1 respondent, one row each' })).toBeTruthy();
    expect(names()).toEqual(['Graduate 1']);
  });

  it("shows the server's msg when the answers cannot load, and the answers after Try again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const all = respondents(3);
    serveResponses((url, init) => {
      calls += 1;
      return calls === 1 ? envelope(500, 'The answers could not be read.') : all(url, init);
    });
    renderResponses();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The answers could not be read.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: '3 respondents, one row each' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Survey responses: Download CSV', () => {
  it('fetches every answer with the token in a header and hands the file to the browser under its name', async () => {
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:responses');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = serveResponses(respondents(45), {
      [`GET /surveys/${SURVEY_ID}/export.csv`]: () =>
        new Response('respondent,email\nGraduate 1,graduate1@example.ng\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="graduate-tracer-2025.csv"',
          },
        }),
    });
    renderResponses();
    await screen.findByRole('region', { name: '45 respondents, one row each' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['graduate-tracer-2025.csv']));
    const [download] = server.requestsTo(`GET /surveys/${SURVEY_ID}/export.csv`);
    expect(download!.url).toBe(`/api/v1/surveys/${SURVEY_ID}/export.csv`);
    expect(download!.headers.Authorization).toBe('Bearer token');
    expect(await created.mock.calls[0]![0].text()).toBe(
      'respondent,email\nGraduate 1,graduate1@example.ng\n',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it("shows the server's msg above the table when the CSV cannot be made", async () => {
    const user = userEvent.setup();
    const server = serveResponses(respondents(2), {
      [`GET /surveys/${SURVEY_ID}/export.csv`]: () => envelope(500, 'The CSV could not be made.'),
    });
    renderResponses();
    await screen.findByRole('region', { name: '2 respondents, one row each' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV could not be made.');
    expect(server.requestsTo(`GET /surveys/${SURVEY_ID}/export.csv`)).toHaveLength(1);
    expect(names()).toEqual(['Graduate 1', 'Graduate 2']);
  });
});
