import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES, MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMentee } from '../test/fixtures';
import { MentorOverviewPage, OVERVIEW_MENTEES } from './mentor-overview-page';

beforeEach(() => signInAs('mentor', 'mentor-1'));

const profile = () =>
  envelope(200, 'Profile loaded', {
    _id: 'mentor-1',
    user_type: 'mentor',
    user_id: { _id: 'account-1', name: 'Ngozi Eze', username: 'ngozi_eze' },
  });
const figures = (mentees: number, employed: number, unemployed: number) =>
  envelope(200, MENTORING_MESSAGES.overviewLoaded, {
    mentees,
    employed,
    unemployed,
    not_stated: mentees - employed - unemployed,
  });
const surveys = () => envelope(200, 'Surveys loaded', { ...paged([]), totalDocs: 4 });

describe('mentor /overview (spec 001 §2 "Mentor screens")', () => {
  it('greets the mentor, shows the four cards, the mentee table and the cohort panel', async () => {
    const server = serve({
      'GET /mentors/mentor-1': profile,
      'GET /mentors/mentor-1/overview': () => figures(4, 2, 1),
      'GET /surveys': surveys,
      'GET /mentors/mentor-1/graduates': () =>
        envelope(200, MENTORING_MESSAGES.cohortLoaded, {
          ...paged([
            aMentee(1),
            aMentee(2, { gender: 'male', user_id: { ...aMentee(2).user_id, name: 'Tunde' } }),
          ]),
        }),
    });
    renderWithData(<MentorOverviewPage />, '/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello ngozi_eze' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards.slice(0, 4)).toEqual(['4Mentees', '2Employed', '1Unemployed', '4Surveys']);

    const table = await screen.findByRole('table', { name: 'Your mentees' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Avatar', 'First name', 'Last name', 'Gender', 'Employment status', 'Action']);
    // Each cell also carries its column's name for phones (hidden from 640 px): read the value after it.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((cell) => cell.lastChild?.textContent);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)).toEqual(['Graduate1', 'Surname1', 'Female', 'Employed']);
    expect(cells(rows[1]!)).toEqual(['Tunde', 'N/a', 'Male', 'Unemployed']);
    expect(within(rows[1]!).getByRole('button', { name: 'View Tunde' })).toBeTruthy();

    const panel = screen.getByRole('region', { name: 'Your cohort' });
    const pairs = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Employed: 2 (50%)', 'Unemployed: 1 (25%)', 'Not stated yet: 1 (25%)']);
    expect(within(panel).getByRole('button', { name: MENTORING_MESSAGES.sendBroadcast })).toBeTruthy();
    // The surveys card is the mentor's own list total (limit 1: only the count is needed).
    const asked = new URL(server.requestsTo('GET /surveys')[0]!.url, 'http://localhost').searchParams;
    expect(asked.getAll('respondent_type')).toEqual(['mentor', 'all']);
    // No "View all" while every mentee is on screen.
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it("says 'No mentee found / No mentee has been assigned to you yet' with an empty cohort", async () => {
    serve({
      'GET /mentors/mentor-1': profile,
      'GET /mentors/mentor-1/overview': () => figures(0, 0, 0),
      'GET /surveys': surveys,
      'GET /mentors/mentor-1/graduates': () => envelope(200, MENTORING_MESSAGES.cohortLoaded, paged([])),
    });
    renderWithData(<MentorOverviewPage />, '/overview');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMentee })).toBeTruthy();
    expect(screen.getAllByText(MENTORING_MESSAGES.noMenteeAssigned).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links to the whole cohort when it is longer than the table', async () => {
    const server = serve({
      'GET /mentors/mentor-1': profile,
      'GET /mentors/mentor-1/overview': () => figures(30, 10, 10),
      'GET /surveys': surveys,
      'GET /mentors/mentor-1/graduates': () =>
        envelope(200, MENTORING_MESSAGES.cohortLoaded, {
          ...paged([aMentee(1)], 1, 4, OVERVIEW_MENTEES),
          totalDocs: 30,
        }),
    });
    renderWithData(<MentorOverviewPage />, '/overview');
    const link = await screen.findByRole('link', { name: 'View all 30' });
    expect(link.getAttribute('href')).toBe('/mentees');
    const asked = new URL(server.requestsTo('GET /mentors/mentor-1/graduates')[0]!.url, 'http://localhost');
    expect(asked.searchParams.get('limit')).toBe(String(OVERVIEW_MENTEES));
  });

  it('says when the figures or the mentees could not be loaded, and tries again', async () => {
    let fail = true;
    serve({
      'GET /mentors/mentor-1': profile,
      'GET /mentors/mentor-1/overview': () =>
        fail ? envelope(503, 'Service unavailable') : figures(1, 1, 0),
      'GET /surveys': surveys,
      'GET /mentors/mentor-1/graduates': () =>
        fail ? envelope(503, 'Service unavailable') : envelope(200, 'ok', paged([aMentee(1)])),
    });
    const user = userEvent.setup();
    renderWithData(<MentorOverviewPage />, '/overview');
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('Your mentees could not be loaded.')).toBeTruthy();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Your mentees' })).toBeTruthy();
    expect(screen.queryByText('The figures could not be loaded.')).toBeNull();
  });

  it('says when the surveys figure could not be loaded instead of showing a dash, and tries again', async () => {
    let fail = true;
    serve({
      'GET /mentors/mentor-1': profile,
      'GET /mentors/mentor-1/overview': () => figures(1, 1, 0),
      'GET /surveys': () => (fail ? envelope(503, 'Service unavailable') : surveys()),
      'GET /mentors/mentor-1/graduates': () => envelope(200, 'ok', paged([aMentee(1)])),
    });
    const user = userEvent.setup();
    renderWithData(<MentorOverviewPage />, '/overview');
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4')).toBeTruthy();
    expect(screen.queryByText('The figures could not be loaded.')).toBeNull();
  });
});
