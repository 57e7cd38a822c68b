import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMentee, anAdminMentor, aPreview } from '../test/fixtures';
import { renderAdminMentorPage } from '../test/render-admin-mentor-page';

/* The console's bulk unassign (issue 12): from a preview, the previewed mentees of this cohort leave it. */

beforeEach(() => signInAs('admin', 'admin-1'));

const MENTOR = 'GET /admin/mentors/mentor-1';
const COHORT = 'GET /mentors/mentor-1/graduates';
const PREVIEW = 'POST /admin/mentors/mentor-1/graduates/preview';
const UNASSIGN = 'POST /admin/mentors/mentor-1/graduates/bulk-unassign';

/** A cohort of three, two of them from Lagos; removing answers after `release` is called. */
function cohortOfThree(answer: () => Response) {
  let docs = [aMentee(1), aMentee(2), aMentee(3)];
  let release: () => void = () => {};
  const server = serve({
    [MENTOR]: () => envelope(200, 'ok', anAdminMentor({ cohort_size: docs.length })),
    [COHORT]: () => envelope(200, 'ok', paged(docs)),
    [PREVIEW]: () =>
      envelope(200, 'ok', aPreview({ matching: 5, already_assigned: 2, to_assign: 3, cohort_size: 3 })),
    [UNASSIGN]: () =>
      new Promise<Response>((resolve) => {
        release = () => {
          const response = answer();
          if (response.ok) docs = [aMentee(1)];
          resolve(response);
        };
      }),
  });
  return { server, release: () => release() };
}

async function previewLagos() {
  const user = userEvent.setup();
  renderAdminMentorPage();
  const filters = await screen.findByRole('region', { name: 'Assign graduates by filters' });
  await user.selectOptions(within(filters).getByLabelText('State'), 'Lagos');
  await user.click(within(filters).getByRole('button', { name: 'Preview' }));
  await user.click(
    await within(filters).findByRole('button', { name: MENTORING_MESSAGES.bulkUnassignAction(2) }),
  );
  return {
    user,
    dialog: await screen.findByRole('dialog', { name: MENTORING_MESSAGES.bulkUnassignTitle(2) }),
  };
}

describe('console: one mentor, bulk unassign (issue 12)', () => {
  it('confirms naming how many, sends the previewed filters, shows progress, the answer and the new totals', async () => {
    const done = MENTORING_MESSAGES.bulkUnassigned(2);
    const { server, release } = cohortOfThree(() =>
      envelope(200, done, { assigned: 0, unassigned: 2, cohort_size: 1 }),
    );
    const { user, dialog } = await previewLagos();
    expect(server.requestsTo(UNASSIGN)).toHaveLength(0);
    expect(within(dialog).getByText(MENTORING_MESSAGES.bulkUnassignWarning)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Removing…')).toBeTruthy();
    expect(server.requestsTo(UNASSIGN)[0]!.body).toEqual({ state: 'Lagos' });
    release();

    expect(await screen.findByText(done)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const cohort = screen.getByRole('region', { name: 'Cohort' });
    expect(await within(cohort).findByText('1 graduate')).toBeTruthy();
    expect(await screen.findByText('Cohort: 1 graduate')).toBeTruthy();
    // The preview is spent: removing again needs a new preview.
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('keeps the server’s refusal in the dialog and changes nothing on the page', async () => {
    const { server, release } = cohortOfThree(() => envelope(400, MENTORING_MESSAGES.noMenteesMatch));
    const { user, dialog } = await previewLagos();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    release();
    expect(await within(dialog).findByText(MENTORING_MESSAGES.noMenteesMatch)).toBeTruthy();
    expect(server.requestsTo(UNASSIGN)).toHaveLength(1);
    expect(screen.getByText('Cohort: 3 graduates')).toBeTruthy();
  });

  it('does not offer removal when none of the previewed graduates is in the cohort', async () => {
    serve({
      [MENTOR]: () => envelope(200, 'ok', anAdminMentor({ cohort_size: 0 })),
      [COHORT]: () => envelope(200, 'ok', paged([])),
      [PREVIEW]: () => envelope(200, 'ok', aPreview()),
    });
    const user = userEvent.setup();
    renderAdminMentorPage();
    const filters = await screen.findByRole('region', { name: 'Assign graduates by filters' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'Lagos');
    await user.click(within(filters).getByRole('button', { name: 'Preview' }));
    await within(filters).findByRole('region', { name: 'Preview' });
    expect(within(filters).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
