import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadSignedInMessages } from '@/lib/i18n/i18n';
import { signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMentee, anAdminMentor } from '../test/fixtures';
import { renderAdminMentorPage } from '../test/render-admin-mentor-page';

/* The console's "remove every mentee": bulk-unassign with all: true, offered from the cohort list. */

beforeEach(() => signInAs('admin', 'admin-1'));

const MENTOR = 'GET /admin/mentors/mentor-1';
const COHORT = 'GET /mentors/mentor-1/graduates';
const UNASSIGN = 'POST /admin/mentors/mentor-1/graduates/bulk-unassign';

function renderPage() {
  const rendered = renderAdminMentorPage();
  return { ...rendered, invalidate: vi.spyOn(rendered.client, 'invalidateQueries') };
}

/**
 * A cohort of 1,234 (more than a page: the first page shows 20 of them, a name search 1); removing answers
 * after `release` is called.
 */
function cohortOf1234(answer: () => Response) {
  let total = 1234;
  let release: () => void = () => {};
  const server = serve({
    [MENTOR]: () => envelope(200, 'ok', anAdminMentor({ cohort_size: total })),
    [COHORT]: (url) => {
      if (total === 0) return envelope(200, 'ok', paged([]));
      if (url.searchParams.get('name')) return envelope(200, 'ok', paged([aMentee(7)]));
      const docs = Array.from({ length: 20 }, (_, index) => aMentee(index + 1));
      return envelope(200, 'ok', { ...paged(docs, 1, Math.ceil(total / 20), 20), totalDocs: total });
    },
    [UNASSIGN]: () =>
      new Promise<Response>((resolve) => {
        release = () => {
          const response = answer();
          if (response.ok) total = 0;
          resolve(response);
        };
      }),
  });
  return { server, release: () => release() };
}

async function openDialog() {
  const user = userEvent.setup();
  const page = renderPage();
  const cohort = await screen.findByRole('region', { name: 'Cohort' });
  const button = await within(cohort).findByRole('button', { name: 'Remove all 1,234 mentees' });
  // A name search narrows the list, not the cohort: the button still names everyone.
  await user.type(within(cohort).getByLabelText('Search the cohort by name'), 'Graduate7');
  expect(await within(cohort).findByText('1 graduate')).toBeTruthy();
  expect(within(cohort).getByRole('button', { name: 'Remove all 1,234 mentees' })).toBe(button);
  await user.click(button);
  return {
    ...page,
    user,
    cohort,
    dialog: await screen.findByRole('dialog', { name: MENTORING_MESSAGES.unassignAllTitle(1234) }),
  };
}

describe('console: one mentor, remove every mentee', () => {
  it('names the whole cohort, sends exactly { all: true }, shows progress, the answer and the emptied cohort', async () => {
    const done = MENTORING_MESSAGES.bulkUnassigned(1234);
    const { server, release } = cohortOf1234(() =>
      envelope(200, done, { assigned: 0, unassigned: 1234, cohort_size: 0 }),
    );
    const { user, cohort, dialog, invalidate } = await openDialog();
    expect(server.requestsTo(UNASSIGN)).toHaveLength(0);
    expect(within(dialog).getByText(MENTORING_MESSAGES.unassignAllWarning(1234))).toBeTruthy();
    expect(MENTORING_MESSAGES.unassignAllWarning(1234)).toMatch(/deactivated graduates included/);
    expect(MENTORING_MESSAGES.unassignAllWarning(1234)).toMatch(/No graduate is deleted/);

    await user.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    expect(await within(dialog).findByText('Removing…')).toBeTruthy();
    expect(server.requestsTo(UNASSIGN)).toHaveLength(1);
    expect(server.requestsTo(UNASSIGN)[0]!.url).toBe(
      '/api/v1/admin/mentors/mentor-1/graduates/bulk-unassign',
    );
    expect(server.requestsTo(UNASSIGN)[0]!.body).toStrictEqual({ all: true });
    release();

    expect(await screen.findByText(done)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Cohort: 0 graduates')).toBeTruthy();
    expect(await within(cohort).findByText('No graduate in this cohort yet')).toBeTruthy();
    expect(within(cohort).queryByRole('button', { name: /^Remove (all|the)/ })).toBeNull();
    // The search is cleared, and the audit log is asked again like after any console change.
    expect(within(cohort).getByLabelText<HTMLInputElement>('Search the cohort by name').value).toBe('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'audit'] });
  });

  it('keeps the server’s refusal in the dialog and changes nothing on the page', async () => {
    const { server, release } = cohortOf1234(() => envelope(400, MENTORING_MESSAGES.cohortEmpty));
    const { user, cohort, dialog, invalidate } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    release();
    expect(await within(dialog).findByText(MENTORING_MESSAGES.cohortEmpty)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: MENTORING_MESSAGES.unassignAllTitle(1234) })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Remove all' })).toBeTruthy();
    expect(server.requestsTo(UNASSIGN)).toHaveLength(1);
    expect(screen.getByText('Cohort: 1,234 graduates')).toBeTruthy();
    // Still offered (behind the modal dialog, out of the accessibility tree, so found by its text).
    expect(within(cohort).getByText('Remove all 1,234 mentees').closest('button')).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('names the only mentee in the singular', async () => {
    serve({
      [MENTOR]: () => envelope(200, 'ok', anAdminMentor({ cohort_size: 1 })),
      [COHORT]: () => envelope(200, 'ok', paged([aMentee(1)])),
    });
    const user = userEvent.setup();
    renderPage();
    const cohort = await screen.findByRole('region', { name: 'Cohort' });
    await user.click(await within(cohort).findByRole('button', { name: 'Remove the 1 mentee' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove the 1 mentee from this mentor’s cohort?',
    });
    expect(within(dialog).getByText(MENTORING_MESSAGES.unassignAllWarning(1))).toBeTruthy();
  });

  describe('in Hausa (issue 29)', () => {
    afterEach(() => activateLanguage('en'));

    it('names the only mentee in the singular and a cohort of 1,234 in the plural, in the button and the dialog', async () => {
      await loadSignedInMessages();
      await activateLanguage('ha');
      const user = userEvent.setup();
      serve({
        [MENTOR]: () => envelope(200, 'ok', anAdminMentor({ cohort_size: 1 })),
        [COHORT]: () => envelope(200, 'ok', paged([aMentee(1)])),
      });
      const { unmount } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Cire mai karɓar shawara guda 1' }));
      const one = await screen.findByRole('dialog', {
        name: 'Cire mai karɓar shawara guda 1 daga rukunin wannan mai ba da shawara?',
      });
      expect(within(one).getByText(/^Mai karɓar shawara guda 1 zai bar wannan rukunin/)).toBeTruthy();
      expect(within(one).getByRole('button', { name: 'Cire' })).toBeTruthy();
      unmount();

      cohortOf1234(() => envelope(200, 'ok', null));
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Cire duka masu karɓar shawara 1,234' }));
      const all = await screen.findByRole('dialog', {
        name: 'Cire duka masu karɓar shawara 1,234 daga rukunin wannan mai ba da shawara?',
      });
      expect(within(all).getByText(/^Kowane ɗaya daga cikin masu karɓar shawara 1,234 zai bar/)).toBeTruthy();
      expect(within(all).getByRole('button', { name: 'Cire duka' })).toBeTruthy();
    });
  });

  it('offers no removal when the cohort is empty', async () => {
    serve({
      [MENTOR]: () => envelope(200, 'ok', anAdminMentor({ cohort_size: 0 })),
      [COHORT]: () => envelope(200, 'ok', paged([])),
    });
    renderPage();
    const cohort = await screen.findByRole('region', { name: 'Cohort' });
    expect(await within(cohort).findByText('No graduate in this cohort yet')).toBeTruthy();
    expect(within(cohort).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
