import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { nationalView } from '../test/fixtures';
import { AdminOutcomesPage } from './admin-outcomes-page';

const figuresHandler = (url: URL) =>
  envelope(200, 'Outcome figures loaded', nationalView(url.searchParams.get('group_by')));

describe('the administrators\u2019 outcome dashboard (issue 14)', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the headline, the states map with its table, and charts named with their base', async () => {
    serve({ 'GET /outcomes/figures': figuresHandler });
    renderWithData(<AdminOutcomesPage />, '/admin/outcomes');
    expect(
      // Sections are drawn in deferred renders (view-state.tsx), in slices: slower in jsdom on a busy line.
      await screen.findByRole(
        'img',
        { name: /^Map of Nigeria: Employment rate by state of the institution/ },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    // The map's numbers, in the table beside it.
    const mapTable = screen.getByRole('table', {
      name: 'Employment rate by state of the institution: table',
    });
    const lagos = within(mapTable).getByRole('row', { name: /Lagos/ });
    expect(within(lagos).getByText('80.4%')).toBeTruthy();
    const slow = { timeout: 5000 };
    expect(await screen.findByRole('img', { name: /^Bar chart: Employment rate by sex/ }, slow)).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /^Bar chart: Employment rate by programme/ }, slow),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /^Line chart: Employment rate by graduation cohort/ }, slow),
    ).toBeTruthy();
    // Every chart names its denominator.
    expect(screen.getAllByText(/^Base: respondents in the labour force/).length).toBeGreaterThanOrEqual(4);
    // The headline: the roll, respondents and the weighted employment rate.
    const headline = screen.getByRole('region', { name: 'National headline figures' });
    expect(within(headline).getByText('3,000')).toBeTruthy();
    expect(within(headline).getByText('79.0%')).toBeTruthy();
    // When the figures were counted (the server may recount a view only every few seconds while answers arrive).
    expect(within(headline).getByText('11:00 WAT, 23 Nov 2026')).toBeTruthy();
    // Administrators see a small group's numbers, marked.
    expect(screen.getAllByText('under 5 respondents').length).toBeGreaterThan(0);
  });

  it('keeps a chosen filter and indicator in the address and asks the server with them', async () => {
    const server = serve({ 'GET /outcomes/figures': figuresHandler });
    const { router } = renderWithData(<AdminOutcomesPage />, '/admin/outcomes');
    const user = userEvent.setup();
    await screen.findByRole('img', { name: /^Bar chart: Employment rate by sex/ }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Sex'), 'female');
    await user.selectOptions(screen.getByLabelText('Indicator shown in the charts'), 'response_rate');
    await waitFor(() => expect(router.state.location.search).toBe('?sex=female&indicator=response_rate'));
    await waitFor(() =>
      expect(server.requests.some((request) => /[?&]sex=female&group_by=programme$/.test(request.url))).toBe(
        true,
      ),
    );
    expect(
      await screen.findByRole('img', { name: /^Bar chart: Response rate by programme/ }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('says when the figures could not load and tries again', async () => {
    let failures = 0;
    serve({
      'GET /outcomes/figures': (url) => {
        if (url.searchParams.get('group_by') === 'cohort' && failures++ === 0)
          return envelope(500, 'The database is not answering.');
        return figuresHandler(url);
      },
    });
    renderWithData(<AdminOutcomesPage />, '/admin/outcomes');
    const user = userEvent.setup();
    expect(await screen.findByText('We could not load the trend across cohorts.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^Line chart:/ }, { timeout: 5000 })).toBeTruthy();
  });

  it('says so when nobody has answered under the filters', async () => {
    serve({
      'GET /outcomes/figures': (url) => {
        const view = nationalView(url.searchParams.get('group_by'));
        return envelope(200, 'ok', { ...view, total: { ...view.total, respondents: 0 } });
      },
    });
    renderWithData(<AdminOutcomesPage />, '/admin/outcomes?cohort=2021');
    expect((await screen.findAllByText('No answers yet')).length).toBeGreaterThan(0);
  });

  it('downloads the breakdown table with the token in a header, and the microdata', async () => {
    const created = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const file = (name: string) => () =>
      new Response('a,b\n', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
    const server = serve({
      'GET /outcomes/figures': figuresHandler,
      'GET /outcomes/figures/download': file('outcomes-national.xlsx'),
      'GET /outcomes/microdata': file('outcomes-microdata.csv'),
    });
    renderWithData(<AdminOutcomesPage />, '/admin/outcomes?programme=Welding&breakdown=institution,sex');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download table (Excel)' }));
    await waitFor(() => expect(server.requestsTo('GET /outcomes/figures/download')).toHaveLength(1));
    const [download] = server.requestsTo('GET /outcomes/figures/download');
    expect(download!.url).toBe(
      '/api/v1/outcomes/figures/download?programme=Welding&group_by=institution%2Csex&format=xlsx',
    );
    expect(download!.headers.Authorization).toBe('Bearer token');
    await user.click(screen.getByRole('button', { name: 'Download microdata (CSV)' }));
    await waitFor(() => expect(server.requestsTo('GET /outcomes/microdata')).toHaveLength(1));
    expect(server.requestsTo('GET /outcomes/microdata')[0]!.url).toBe(
      '/api/v1/outcomes/microdata?programme=Welding',
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
  });
});
