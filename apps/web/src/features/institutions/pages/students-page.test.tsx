import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ROLL_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aGraduate, aStaffMember } from '../test/fixtures';
import { StaffPage } from './staff-page';
import { StudentsPage } from './students-page';

beforeEach(() => signInAs('institution', 'institution-1'));

/** A page of `total` graduates, 20 a page, as the server answers it. */
function graduatesPage(url: URL, total: number) {
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const first = (page - 1) * limit + 1;
  const docs = Array.from({ length: Math.max(0, Math.min(limit, total - first + 1)) }, (_, index) =>
    aGraduate(first + index),
  );
  return envelope(200, ROLL_MESSAGES.graduatesLoaded, {
    ...paged(docs, page, Math.max(1, Math.ceil(total / limit)), limit),
    totalDocs: total,
  });
}

describe('/students (spec 001 §2 "Students and staff lists")', () => {
  it('lists the graduates with a view action each, and pages through the true total', async () => {
    const user = userEvent.setup();
    const server = serve({ 'GET /institutions/institution-1/graduates': (url) => graduatesPage(url, 45) });
    renderWithData(<StudentsPage />, '/students');
    const table = await screen.findByRole('table', { name: 'Your students' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Showing 1–20 of 45 students')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'View Graduate 1' }).getAttribute('href')).toBe(
      '/students/graduate-1',
    );
    expect(server.requests[0]!.url).toBe('/api/v1/institutions/institution-1/graduates?limit=20&page=1');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Showing 41–45 of 45 students')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it('searches by name on the server ("Search student") and says "No Match found"', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /institutions/institution-1/graduates': (url) =>
        graduatesPage(url, url.searchParams.get('name') ? 0 : 3),
    });
    const { router } = renderWithData(<StudentsPage />, '/students');
    await screen.findByRole('table');
    const search = screen.getByPlaceholderText('Search student');
    await user.type(search, 'zainab');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMatch })).toBeTruthy();
    expect(server.requests.at(-1)!.url).toBe(
      '/api/v1/institutions/institution-1/graduates?limit=20&page=1&name=zainab',
    );
    // One call for the whole word, not one per key.
    expect(server.requests.filter((request) => request.url.includes('name='))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=zainab');
  });

  it('filters by the state of the claim', async () => {
    const user = userEvent.setup();
    const server = serve({ 'GET /institutions/institution-1/graduates': (url) => graduatesPage(url, 2) });
    renderWithData(<StudentsPage />, '/students');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Roll'), 'disputed');
    await waitFor(() => expect(server.requests.at(-1)!.url).toContain('claim_status=disputed'));
  });

  it('says there is no student yet, and where they come from', async () => {
    serve({ 'GET /institutions/institution-1/graduates': (url) => graduatesPage(url, 0) });
    renderWithData(<StudentsPage />, '/students');
    expect(await screen.findByRole('heading', { name: 'No student yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the graduation roll' }).getAttribute('href')).toBe(
      '/graduation-roll',
    );
  });

  it('says when the list failed to load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      'GET /institutions/institution-1/graduates': (url) =>
        fail ? envelope(500, 'The server could not answer.') : graduatesPage(url, 1),
    });
    renderWithData(<StudentsPage />, '/students');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your students could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your students' })).toBeTruthy();
  });
});

describe('/staff', () => {
  it('lists the staff with a view action, searched by name on the server', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /institutions/institution-1/staff': (url) =>
        envelope(
          200,
          ROLL_MESSAGES.staffListLoaded,
          paged(url.searchParams.get('name') ? [] : [aStaffMember()]),
        ),
    });
    renderWithData(<StaffPage />, '/staff');
    const table = await screen.findByRole('table', { name: 'Your staff' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Staff 1');
    expect(row.textContent).toContain('Academic');
    expect(row.textContent).toContain('GL-08');
    expect(within(row).getByRole('link', { name: 'View Staff 1' }).getAttribute('href')).toBe(
      '/staff/staff-1',
    );
    await user.type(screen.getByPlaceholderText('Search student'), 'bola');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMatch })).toBeTruthy();
    expect(server.requests.at(-1)!.url).toContain('name=bola');
  });
});
