import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROGRAMME_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aProgramme } from '../test/fixtures';
import { ProgrammesPage } from './programmes-page';

beforeEach(() => signInAs('institution', 'institution-1'));

const list =
  (docs = [aProgramme()], page = 1, totalPages = 1, limit = 10) =>
  () =>
    envelope(200, PROGRAMME_MESSAGES.loaded, {
      ...paged(docs, page, totalPages, limit),
      totalDocs: docs.length + (totalPages - 1) * limit,
    });

describe('/programmes (spec 001 §2 "Programmes")', () => {
  it('shows the table: programme, grant date, expiry date, accreditation type, status and actions', async () => {
    const server = serve({ 'GET /programmes': list() });
    renderWithData(<ProgrammesPage />, '/programmes');
    const table = await screen.findByRole('table', { name: 'Your programmes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Programme', 'Grant date', 'Expiry date', 'Accreditation type', 'Status', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Electrical Engineering Technology');
    expect(row.textContent).toMatch(/12 Mar 2024/);
    expect(row.textContent).toMatch(/12 Mar 2029/);
    expect(row.textContent).toContain('Full');
    expect(row.textContent).toContain('Approved');
    expect(
      within(row).getByRole('link', { name: 'View Electrical Engineering Technology' }).getAttribute('href'),
    ).toBe('/programmes/programme-1');
    expect(server.requests[0]!.url).toBe('/api/v1/programmes?limit=10&page=1');
    expect(screen.getByRole('link', { name: 'New programme' }).getAttribute('href')).toBe('/new-programme');
  });

  it('searches by name only with some text, and filters by type and status together', async () => {
    const user = userEvent.setup();
    const server = serve({ 'GET /programmes': list() });
    const { router } = renderWithData(<ProgrammesPage />, '/programmes');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(server.requests).toHaveLength(1);

    await user.type(screen.getByLabelText('Search programmes'), 'electrical');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.requests.at(-1)!.url).toContain('name=electrical'));
    await user.selectOptions(screen.getByLabelText('Accreditation type'), 'interim');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() =>
      expect(server.requests.at(-1)!.url).toBe(
        '/api/v1/programmes?limit=10&page=1&name=electrical&accreditation_type=interim&status=pending',
      ),
    );
    expect(router.state.location.search).toBe('?q=electrical&type=interim&status=pending');
  });

  it('offers 10 to 50 rows a page and pages through the total', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /programmes': (url) =>
        list(
          [aProgramme({ _id: `p${url.searchParams.get('page')}` })],
          Number(url.searchParams.get('page')),
          3,
          Number(url.searchParams.get('limit')),
        )(),
    });
    renderWithData(<ProgrammesPage />, '/programmes');
    await screen.findByRole('table');
    const sizes = screen.getByLabelText('Rows per page');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);
    await user.selectOptions(sizes, '20');
    await waitFor(() => expect(server.requests.at(-1)!.url).toBe('/api/v1/programmes?limit=20&page=1'));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(server.requests.at(-1)!.url).toBe('/api/v1/programmes?limit=20&page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('says "No Match found" for a search without results, and invites the first programme when there is none', async () => {
    serve({
      'GET /programmes': (url) => list(url.searchParams.get('name') ? [] : [])(),
    });
    const first = renderWithData(<ProgrammesPage />, '/programmes');
    expect(await screen.findByRole('heading', { name: 'No programme yet' })).toBeTruthy();
    first.unmount();
    renderWithData(<ProgrammesPage />, '/programmes?q=zzz');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMatch })).toBeTruthy();
  });

  it('deletes a programme only after "Are you sure?" is answered Yes', async () => {
    const user = userEvent.setup();
    let docs = [aProgramme(), aProgramme({ _id: 'programme-2', name: 'Welding and Fabrication' })];
    const server = serve({
      'GET /programmes': () => list(docs)(),
      'DELETE /programmes/programme-2': () => {
        docs = docs.slice(0, 1);
        return envelope(200, PROGRAMME_MESSAGES.deleted);
      },
    });
    renderWithData(
      <>
        <ProgrammesPage />
        <Toaster />
      </>,
      '/programmes',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Welding and Fabrication' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE /programmes/programme-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Welding and Fabrication' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(PROGRAMME_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Welding and Fabrication')).toBeNull());
    expect(server.requestsTo('DELETE /programmes/programme-2')).toHaveLength(1);
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      'GET /programmes': () => (fail ? envelope(500, 'Something went wrong on our side.') : list()()),
    });
    renderWithData(<ProgrammesPage />, '/programmes');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your programmes could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your programmes' })).toBeTruthy();
  });
});
