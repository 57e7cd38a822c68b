import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMentee, anAdminMentor, aPreview } from '../test/fixtures';
import { renderAdminMentorPage } from '../test/render-admin-mentor-page';

beforeEach(() => signInAs('admin', 'admin-1'));

const MENTOR = 'GET /admin/mentors/mentor-1';
const COHORT = 'GET /mentors/mentor-1/graduates';
const PREVIEW = 'POST /admin/mentors/mentor-1/graduates/preview';
const BULK = 'POST /admin/mentors/mentor-1/graduates/bulk';

const institution = {
  _id: '6b3f3d6e-0000-4000-8000-000000000001',
  user_id: {
    _id: 'account-i1',
    name: 'Federal Polytechnic Ilaro',
    email: 'i@example.ng',
    phone: null,
    address: null,
  },
  institution_type: 'federal-polytechnics',
  ownership_type: 'federal',
  state: 'Ogun',
  is_verified: true,
};
const programme = { _id: '6b3f3d6e-0000-4000-8000-0000000000p1', name: 'Electrical Engineering Technology' };

const basics = (more: Parameters<typeof serve>[0] = {}) =>
  serve({
    [MENTOR]: () => envelope(200, MENTORING_MESSAGES.mentorLoaded, anAdminMentor({ cohort_size: 0 })),
    [COHORT]: () => envelope(200, 'ok', paged([])),
    'GET /institutions': () => envelope(200, 'ok', paged([institution])),
    'GET /institutions/:id/programmes': () => envelope(200, 'ok', paged([programme])),
    ...more,
  });

describe('console: one mentor, assignment (issue 12)', () => {
  it('refuses a preview without a filter, here, without asking the server', async () => {
    const server = basics();
    const user = userEvent.setup();
    renderAdminMentorPage();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(MENTORING_MESSAGES.filterRequired)).toBeTruthy();
    expect(server.requestsTo(PREVIEW)).toHaveLength(0);
  });

  it('previews by institution, programme, year and state, then assigns what was previewed', async () => {
    let cohortDocs: ReturnType<typeof aMentee>[] = [];
    const server = basics({
      [COHORT]: () => envelope(200, 'ok', paged(cohortDocs)),
      [PREVIEW]: () => envelope(200, MENTORING_MESSAGES.previewReady(3), aPreview()),
      [BULK]: () => {
        cohortDocs = [aMentee(1), aMentee(2), aMentee(3)];
        return envelope(200, MENTORING_MESSAGES.bulkAssigned(3), {
          assigned: 3,
          unassigned: 0,
          cohort_size: 3,
        });
      },
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    const filters = await screen.findByRole('region', { name: 'Assign graduates by filters' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Institution' }), 'Ilaro');
    await user.click(await within(filters).findByRole('button', { name: /Federal Polytechnic Ilaro/ }));
    await waitFor(() => expect(within(filters).getByRole('option', { name: programme.name })).toBeTruthy());
    await user.selectOptions(within(filters).getByLabelText('Programme'), programme._id);
    await user.type(within(filters).getByLabelText('Graduation year'), '2022');
    await user.selectOptions(within(filters).getByLabelText('State'), 'Ogun');
    await user.click(within(filters).getByRole('button', { name: 'Preview' }));
    const preview = await within(filters).findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(MENTORING_MESSAGES.previewReady(3))).toBeTruthy();
    expect(within(preview).getByText('3 would be added')).toBeTruthy();
    expect(server.requestsTo(PREVIEW)[0]!.body).toEqual({
      institution_id: institution._id,
      programme_id: programme._id,
      graduation_year: 2022,
      state: 'Ogun',
    });
    expect(server.requestsTo(BULK)).toHaveLength(0);

    await user.click(within(preview).getByRole('button', { name: 'Assign 3 graduates' }));
    expect(await screen.findByText(MENTORING_MESSAGES.bulkAssigned(3))).toBeTruthy();
    expect(server.requestsTo(BULK)[0]!.body).toEqual(server.requestsTo(PREVIEW)[0]!.body);
    // The cohort list below refreshes.
    const cohort = screen.getByRole('region', { name: 'Cohort' });
    expect(await within(cohort).findByText('3 graduates')).toBeTruthy();
  });

  it('shows why a preview cannot be assigned, and forgets the preview when a filter changes', async () => {
    basics({
      [PREVIEW]: () =>
        envelope(
          200,
          'ok',
          aPreview({
            matching: 2,
            already_assigned: 2,
            to_assign: 0,
            cohort_size: 2,
            can_assign: false,
            reason: MENTORING_MESSAGES.nothingNew,
          }),
        ),
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    const filters = await screen.findByRole('region', { name: 'Assign graduates by filters' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'Lagos');
    await user.click(within(filters).getByRole('button', { name: 'Preview' }));
    expect(await within(filters).findByText(MENTORING_MESSAGES.nothingNew)).toBeTruthy();
    expect(within(filters).queryByRole('button', { name: /^Assign/ })).toBeNull();
    await user.selectOptions(within(filters).getByLabelText('State'), 'Kano');
    expect(within(filters).queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('shows the server’s refusal of a bulk assignment (a cohort too large)', async () => {
    basics({
      [PREVIEW]: () => envelope(200, 'ok', aPreview({ matching: 600, to_assign: 600 })),
      [BULK]: () => envelope(409, MENTORING_MESSAGES.cohortTooLarge(600, 499)),
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    const filters = await screen.findByRole('region', { name: 'Assign graduates by filters' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'Lagos');
    await user.click(within(filters).getByRole('button', { name: 'Preview' }));
    await user.click(await within(filters).findByRole('button', { name: 'Assign 600 graduates' }));
    expect(await within(filters).findByText(MENTORING_MESSAGES.cohortTooLarge(600, 499))).toBeTruthy();
  });

  it('assigns one graduate found by name', async () => {
    const server = basics({
      'GET /admin/accounts': () =>
        envelope(
          200,
          'ok',
          paged([
            {
              _id: 'account-g9',
              name: 'Zainab Musa',
              username: 'zainab',
              email: 'zainab@example.ng',
              user_type: 'graduate',
              phone: null,
              is_email_verified: true,
              is_active: true,
              createdAt: '2025-01-01T00:00:00.000Z',
              updatedAt: '2025-01-01T00:00:00.000Z',
              profile_id: 'graduate-9',
            },
          ]),
        ),
      'POST /admin/mentors/mentor-1/graduates': () =>
        envelope(201, MENTORING_MESSAGES.assigned, { assigned: 1, unassigned: 0, cohort_size: 1 }),
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    const one = await screen.findByRole('region', { name: 'Assign one graduate' });
    await user.type(within(one).getByRole('searchbox', { name: 'Find a graduate' }), 'zainab');
    await user.click(await within(one).findByRole('button', { name: 'Assign Zainab Musa' }));
    expect(await screen.findByText(MENTORING_MESSAGES.assigned)).toBeTruthy();
    expect(server.requestsTo('POST /admin/mentors/mentor-1/graduates')[0]!.body).toEqual({
      graduate_id: 'account-g9',
    });
    const asked = new URL(server.requestsTo('GET /admin/accounts')[0]!.url, 'http://localhost').searchParams;
    expect(asked.get('role')).toBe('graduate');
  });

  it('unassigns a graduate of the cohort after confirmation', async () => {
    let docs = [aMentee(1), aMentee(2)];
    const server = basics({
      [COHORT]: () => envelope(200, 'ok', paged(docs)),
      'DELETE /admin/mentors/mentor-1/graduates/graduate-2': () => {
        docs = [aMentee(1)];
        return envelope(200, MENTORING_MESSAGES.unassigned, { assigned: 0, unassigned: 1, cohort_size: 1 });
      },
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    const cohort = await screen.findByRole('region', { name: 'Cohort' });
    await user.click(await within(cohort).findByRole('button', { name: 'Unassign Graduate2 Surname2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unassign Graduate2 Surname2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText(MENTORING_MESSAGES.unassigned)).toBeTruthy();
    expect(server.requestsTo('DELETE /admin/mentors/mentor-1/graduates/graduate-2')).toHaveLength(1);
    expect(await within(cohort).findByText('1 graduate')).toBeTruthy();
  });

  it('says when the mentor cannot be loaded and tries again', async () => {
    let fail = true;
    basics({
      [MENTOR]: () =>
        fail ? envelope(404, MENTORING_MESSAGES.mentorNotFound) : envelope(200, 'ok', anAdminMentor()),
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    expect(await screen.findByText(MENTORING_MESSAGES.mentorNotFound)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ngozi Eze' })).toBeTruthy();
  });
});
