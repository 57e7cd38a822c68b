import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { anAdminMentor } from '../test/fixtures';
import { AdminMentorsPage } from './admin-mentors-page';

beforeEach(() => signInAs('admin', 'admin-1'));

const LIST = 'GET /admin/mentors';
const joined = anAdminMentor();
const invited = anAdminMentor({
  _id: 'mentor-2',
  user_id: {
    _id: 'account-m2',
    name: 'Lagos Solar Guild',
    username: 'u2',
    email: 'guild@example.ng',
    is_active: true,
  },
  mentor_type: 'organization',
  status: 'invited',
  joinedAt: null,
  invitationExpiresAt: '2025-05-05T09:00:00.000Z',
  cohort_size: 0,
});

function renderPage(path = '/admin/mentors') {
  return renderWithData(
    <>
      <AdminMentorsPage />
      <Toaster />
    </>,
    path,
  );
}

const card = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;

describe('console: Mentors (issue 12)', () => {
  it('lists mentors with type, status, cohort size and the true total; filters go to the server', async () => {
    const server = serve({
      [LIST]: () => envelope(200, MENTORING_MESSAGES.mentorsLoaded, paged([joined, invited])),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('2 mentors')).toBeTruthy();
    expect(within(card('Ngozi Eze')).getByText('Active')).toBeTruthy();
    expect(within(card('Ngozi Eze')).getByText('Cohort: 3 of 499')).toBeTruthy();
    expect(
      within(card('Ngozi Eze'))
        .getByRole('link', { name: 'Manage cohort of Ngozi Eze' })
        .getAttribute('href'),
    ).toBe('/admin/mentors/mentor-1');
    expect(within(card('Lagos Solar Guild')).getByText('Invited')).toBeTruthy();
    expect(within(card('Lagos Solar Guild')).getByText('Organization')).toBeTruthy();
    // Re-invite only for a mentor who has not set a password yet.
    expect(within(card('Ngozi Eze')).queryByRole('button', { name: /Re-invite/ })).toBeNull();
    expect(
      within(card('Lagos Solar Guild')).getByRole('button', { name: 'Re-invite Lagos Solar Guild' }),
    ).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'invitation_expired');
    await waitFor(() =>
      expect(
        new URL(server.requestsTo(LIST).at(-1)!.url, 'http://localhost').searchParams.get('status'),
      ).toBe('invitation_expired'),
    );
  });

  it('adds a mentor: the form checks the fields, the invitation is mailed, the list refreshes', async () => {
    let mentors = [joined];
    const server = serve({
      [LIST]: () => envelope(200, 'ok', paged(mentors)),
      'POST /admin/mentors': () => {
        mentors = [...mentors, invited];
        return envelope(201, MENTORING_MESSAGES.mentorCreated('guild@example.ng'), invited);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 mentor');
    await user.click(screen.getByRole('button', { name: 'Add a mentor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a mentor' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    expect(server.requestsTo('POST /admin/mentors')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Lagos Solar Guild');
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'Guild@Example.ng');
    await user.selectOptions(within(dialog).getByLabelText(/^Mentor type/), 'organization');
    await user.type(within(dialog).getByLabelText(/^Area of specialization/), 'Apprenticeships');
    await user.selectOptions(within(dialog).getByLabelText(/^Industry/), 'Construction');
    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));
    expect(await screen.findByText(MENTORING_MESSAGES.mentorCreated('guild@example.ng'))).toBeTruthy();
    expect(server.requestsTo('POST /admin/mentors')[0]!.body).toEqual({
      name: 'Lagos Solar Guild',
      email: 'guild@example.ng',
      mentor_type: 'organization',
      area_of_specialization: 'Apprenticeships',
      industry_type: 'Construction',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 mentors')).toBeTruthy();
  });

  it('keeps the dialog open with the server refusal (an e-mail that already has an account)', async () => {
    serve({
      [LIST]: () => envelope(200, 'ok', paged([joined])),
      'POST /admin/mentors': () => envelope(409, MENTORING_MESSAGES.emailTaken),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a mentor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a mentor' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ada Obi');
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'ada@example.ng');
    await user.selectOptions(within(dialog).getByLabelText(/^Mentor type/), 'individual');
    await user.type(within(dialog).getByLabelText(/^Area of specialization/), 'Welding');
    await user.selectOptions(within(dialog).getByLabelText(/^Industry/), 'Manufacturing');
    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));
    expect(await within(dialog).findByText(MENTORING_MESSAGES.emailTaken)).toBeTruthy();
  });

  it('edits only what changed, and locks the e-mail of a mentor who joined', async () => {
    const server = serve({
      [LIST]: () => envelope(200, 'ok', paged([joined])),
      'PATCH /admin/mentors/mentor-1': () => envelope(200, MENTORING_MESSAGES.mentorUpdated, joined),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Ngozi Eze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ngozi Eze' });
    const email = within(dialog).getByLabelText(/^E-mail address/);
    expect(email).toHaveProperty('readOnly', true);
    expect(within(dialog).getByText(MENTORING_MESSAGES.emailLocked)).toBeTruthy();
    const specialization = within(dialog).getByLabelText(/^Area of specialization/);
    await user.clear(specialization);
    await user.type(specialization, 'Solar and inverter repair');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MENTORING_MESSAGES.mentorUpdated)).toBeTruthy();
    expect(server.requestsTo('PATCH /admin/mentors/mentor-1')[0]!.body).toEqual({
      area_of_specialization: 'Solar and inverter repair',
    });
  });

  it('deactivates after confirmation, reactivates, and re-invites with the server’s msg', async () => {
    const deactivated = { ...joined, status: 'deactivated' as const };
    let mentors = [joined, invited];
    const server = serve({
      [LIST]: () => envelope(200, 'ok', paged(mentors)),
      'POST /admin/mentors/mentor-1/deactivate': () => {
        mentors = [deactivated, invited];
        return envelope(200, MENTORING_MESSAGES.mentorDeactivated, deactivated);
      },
      'POST /admin/mentors/mentor-1/reactivate': () => {
        mentors = [joined, invited];
        return envelope(200, MENTORING_MESSAGES.mentorReactivated, joined);
      },
      'POST /admin/mentors/mentor-2/invitation': () =>
        envelope(200, MENTORING_MESSAGES.mentorReinvited('guild@example.ng'), invited),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ngozi Eze' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Ngozi Eze?' });
    expect(server.requestsTo('POST /admin/mentors/mentor-1/deactivate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(MENTORING_MESSAGES.mentorDeactivated)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Ngozi Eze' }));
    expect(await screen.findByText(MENTORING_MESSAGES.mentorReactivated)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Re-invite Lagos Solar Guild' }));
    expect(await screen.findByText(MENTORING_MESSAGES.mentorReinvited('guild@example.ng'))).toBeTruthy();
  });
});
