import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES, MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMentee, aMenteeDetail, anInstitution } from '../test/fixtures';
import { MenteesPage } from './mentees-page';

beforeEach(() => signInAs('mentor', 'mentor-1'));

const COHORT = 'GET /mentors/mentor-1/graduates';
const BROADCAST = 'POST /mentors/mentor-1/broadcast';

function renderMentees(path = '/mentees') {
  return renderWithData(
    <>
      <Routes>
        <Route path="/mentees" element={<MenteesPage />} />
        <Route path="/mentees/:id" element={<h1>Mentee page</h1>} />
      </Routes>
      <Toaster />
    </>,
    path,
  );
}

const cohort = (docs = [aMentee(1), aMentee(2), aMentee(3)]) => envelope(200, 'Cohort loaded', paged(docs));
const searchOf = (url: string) => new URL(url, 'http://localhost').searchParams;

/** A promise the test settles, to look at the screen while a call is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('/mentees (spec 001 §2 "Mentees page")', () => {
  it("is headed 'Cohort' and searches the whole cohort by name, with 'No Match found'", async () => {
    const server = serve({
      [COHORT]: (url) => (url.searchParams.get('name') ? envelope(200, 'ok', paged([])) : cohort()),
    });
    const user = userEvent.setup();
    renderMentees();
    expect(screen.getByRole('heading', { level: 1, name: MENTORING_MESSAGES.cohortHeading })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Your cohort' })).toBeTruthy();
    expect(screen.getByText('3 mentees')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search your mentees by name' });
    expect(box.getAttribute('placeholder')).toBe(MENTORING_MESSAGES.searchStudent);
    await user.type(box, 'ZAINAB');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMatch })).toBeTruthy();
    const searched = server.requestsTo(COHORT).at(-1)!;
    expect(searchOf(searched.url).get('name')).toBe('ZAINAB');
  });

  it('pages through a long cohort with the true total', async () => {
    const server = serve({
      [COHORT]: (url) =>
        envelope(200, 'ok', {
          ...paged(
            [aMentee(Number(url.searchParams.get('page') ?? 1) * 100)],
            Number(url.searchParams.get('page') ?? 1),
            3,
          ),
          totalDocs: 45,
          limit: 20,
        }),
    });
    const user = userEvent.setup();
    renderMentees();
    expect(await screen.findByText('Showing 1–1 of 45 mentees')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–21 of 45 mentees')).toBeTruthy();
    expect(searchOf(server.requestsTo(COHORT).at(-1)!.url).get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it("says 'No mentee found' when nobody is assigned yet", async () => {
    serve({ [COHORT]: () => envelope(200, 'ok', paged([])) });
    renderMentees();
    expect(await screen.findByRole('heading', { name: MESSAGES.noMentee })).toBeTruthy();
    expect(screen.getByText(MENTORING_MESSAGES.noMenteeAssigned)).toBeTruthy();
  });
});

describe('mentee selection (spec 001 §4)', () => {
  it('shows progress on that row, loads the details and institutions, then opens /mentees/{id}', async () => {
    const detail = deferred<Response>();
    const server = serve({
      [COHORT]: () => cohort(),
      'GET /mentors/mentor-1/graduates/graduate-2': () => detail.promise,
      'GET /graduates/graduate-2/institutions': () =>
        envelope(200, 'ok', { docs: [anInstitution('Yaba College of Technology', 'institution-2')] }),
    });
    const user = userEvent.setup();
    const { router } = renderMentees();
    await user.click(await screen.findByRole('button', { name: 'View Graduate2 Surname2' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[2]!).getByRole('button', { name: 'Opening…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    // Only the chosen row waits.
    expect(within(rows[1]!).getByRole('button', { name: 'View Graduate1 Surname1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mentees');
    detail.resolve(envelope(200, MENTORING_MESSAGES.menteeLoaded, aMenteeDetail({ _id: 'graduate-2' })));
    expect(await screen.findByRole('heading', { name: 'Mentee page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mentees/graduate-2');
    expect(server.requestsTo('GET /graduates/graduate-2/institutions')).toHaveLength(1);
  });

  it('shows the msg and stays on the list when the mentee cannot be loaded', async () => {
    serve({
      [COHORT]: () => cohort(),
      'GET /mentors/mentor-1/graduates/graduate-1': () => envelope(403, MENTORING_MESSAGES.notYourMentee),
      'GET /graduates/graduate-1/institutions': () => envelope(200, 'ok', { docs: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderMentees();
    await user.click(await screen.findByRole('button', { name: 'View Graduate1 Surname1' }));
    expect(await screen.findByText(MENTORING_MESSAGES.notYourMentee)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mentees');
    // The row is ready for another try.
    expect(screen.getByRole('button', { name: 'View Graduate1 Surname1' })).toBeTruthy();
  });
});

describe('Send Broadcast message (spec 001 §4: closed, open, sending, success)', () => {
  it('opens, refuses an empty text, disables text and button while sending, then the success dialog clears it', async () => {
    const answer = deferred<Response>();
    const server = serve({
      [COHORT]: () => cohort(),
      [BROADCAST]: () => answer.promise,
      'GET /mentors/mentor-1/overview': () =>
        envelope(200, 'ok', { mentees: 3, employed: 2, unemployed: 1, not_stated: 0 }),
    });
    const user = userEvent.setup();
    renderMentees();
    // closed
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: MENTORING_MESSAGES.sendBroadcast }));
    // open
    const dialog = await screen.findByRole('dialog', { name: MENTORING_MESSAGES.sendBroadcast });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MENTORING_MESSAGES.broadcastEmpty)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(server.requestsTo(BROADCAST)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Message'));
    await user.type(within(dialog).getByLabelText('Message'), 'Career fair on Friday at 10.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // sending
    await waitFor(() => expect(server.requestsTo(BROADCAST)).toHaveLength(1));
    expect(within(dialog).getByLabelText('Message')).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const sent = server.requestsTo(BROADCAST)[0]!.body;
    expect(sent.text).toBe('Career fair on Friday at 10.');
    expect(sent.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    answer.resolve(
      envelope(201, MENTORING_MESSAGES.broadcastSent(3), {
        recipients: 3,
        conversations_created: 3,
        text: 'Career fair on Friday at 10.',
      }),
    );
    // success
    const success = await screen.findByRole('dialog', { name: 'Broadcast sent!' });
    expect(within(success).getByText(MENTORING_MESSAGES.broadcastSent(3))).toBeTruthy();
    // Each mentee has it in their own conversation with the mentor: the link opens Messages, not one group.
    expect(within(success).getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toBe(
      '/messages',
    );
    await user.click(within(success).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Dismissing cleared the text; the next broadcast is a new one (a new client_id).
    await user.click(screen.getByRole('button', { name: MENTORING_MESSAGES.sendBroadcast }));
    const again = await screen.findByRole('dialog', { name: MENTORING_MESSAGES.sendBroadcast });
    expect(within(again).getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('keeps the text and says why when the server refuses, and a retry reuses the same client_id', async () => {
    let refuse = true;
    const server = serve({
      [COHORT]: () => cohort(),
      [BROADCAST]: () =>
        refuse
          ? envelope(503, 'Service unavailable')
          : envelope(201, MENTORING_MESSAGES.broadcastSent(3), {
              recipients: 3,
              conversations_created: 0,
              text: 'Hello all',
            }),
      'GET /mentors/mentor-1/overview': () =>
        envelope(200, 'ok', { mentees: 3, employed: 2, unemployed: 1, not_stated: 0 }),
    });
    const user = userEvent.setup();
    renderMentees();
    await user.click(screen.getByRole('button', { name: MENTORING_MESSAGES.sendBroadcast }));
    const dialog = await screen.findByRole('dialog', { name: MENTORING_MESSAGES.sendBroadcast });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello all');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Service unavailable')).toBeTruthy();
    expect(within(dialog).getByLabelText('Message')).toHaveProperty('value', 'Hello all');
    expect(within(dialog).getByLabelText('Message')).toHaveProperty('disabled', false);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Broadcast sent!' })).toBeTruthy();
    const [first, second] = server.requestsTo(BROADCAST);
    expect(second!.body.client_id).toBe(first!.body.client_id);
  });

  it('closes without sending when cancelled', async () => {
    const server = serve({ [COHORT]: () => cohort() });
    const user = userEvent.setup();
    renderMentees();
    await user.click(screen.getByRole('button', { name: MENTORING_MESSAGES.sendBroadcast }));
    const dialog = await screen.findByRole('dialog', { name: MENTORING_MESSAGES.sendBroadcast });
    await user.type(within(dialog).getByLabelText('Message'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo(BROADCAST)).toHaveLength(0);
  });
});
