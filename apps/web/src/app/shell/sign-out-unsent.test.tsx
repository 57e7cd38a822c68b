import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Outgoing, outbox } from '@/features/messages/lib/outbox';
import {
  draftsOf,
  type QueuedAnswer,
  queueAnswer,
  queuedAnswers,
  saveDraft,
} from '@/features/surveys/lib/answer-store';
import { accountData } from '@/lib/device-db';
import { clearSession, getSession } from '@/lib/session';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, offline, type Server, serve } from '@/test/serve';
import { UserMenu } from './user-menu';

/*
 * Log Out with survey answers not sent yet (decision 0009; phones are shared): they are sent first when the
 * browser is online, else the person is told how many would be deleted and may stay; once the person goes, no
 * answer of theirs (queued or draft) is left on the phone. Messages and answers go through the same guard.
 */

const ME = 'account-1';
const SUBMIT = 'POST /surveys/survey-1/sections/section-1/submit';

const anAnswer = (questionId: string, order: number, accountId = ME): [string, QueuedAnswer] => [
  accountId,
  {
    surveyId: 'survey-1',
    questionId,
    sectionId: 'section-1',
    order,
    completes: false,
    savedAt: Date.now() + order,
    text: `Answer ${questionId}`,
    optionId: null,
  },
];

const submitted = {
  survey_status: 'ongoing',
  progress: 50,
  current_question_id: 'q2',
  answered: 1,
  question_count: 4,
};

function renderMenu() {
  return renderWithData(
    <Routes>
      <Route path="/surveys" element={<UserMenu name="Amina Bello" username="amina" />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    '/surveys',
  );
}

const logOut = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Account menu for amina/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
};

let server: Server;
function serveSurvey(submit: Parameters<typeof serve>[0][string]) {
  server = serve({
    [SUBMIT]: submit,
    'POST /auth/logout': () => envelope(200, SERVER_MESSAGES.loggedOut),
  });
}

beforeEach(() => {
  localStorage.clear();
  signInAs('graduate');
  queueAnswer(...anAnswer('q1', 1));
  queueAnswer(...anAnswer('q2', 2));
  saveDraft(ME, 'survey-1', 'q3', { text: 'Half typed', optionId: null });
  // Someone else who used this phone before: theirs are not ours to count or delete.
  queueAnswer(...anAnswer('q1', 1, 'account-9'));
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  outbox.clear();
  localStorage.clear();
});

describe('signing out with survey answers not sent', () => {
  it('online: sends them first (showing so), then signs out and leaves no answer of the person on the phone', async () => {
    let release: () => void = () => undefined;
    serveSurvey(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(envelope(200, 'Answers saved successfully', submitted));
        }),
    );
    renderMenu();
    await logOut();
    const dialog = await screen.findByRole('dialog', { name: 'Sending your survey answers' });
    expect(within(dialog).getByRole('status').textContent).toContain(
      'Sending your unsent survey answers before you log out…',
    );
    expect(server.requestsTo('POST /auth/logout')).toEqual([]);
    // Each answer is read from the phone's database before it goes (issue 30): released as each arrives.
    await waitFor(() => expect(server.requestsTo(SUBMIT)).toHaveLength(1));
    act(() => release());
    await waitFor(() => expect(server.requestsTo(SUBMIT)).toHaveLength(2));
    act(() => release());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(server.requestsTo(SUBMIT).map((call) => call.body.responses[0].question_id)).toEqual(['q1', 'q2']);
    expect(server.requestsTo('POST /auth/logout')).toHaveLength(1);
    expect(queuedAnswers(ME)).toEqual([]);
    expect(draftsOf(ME, 'survey-1')).toEqual({});
    expect(queuedAnswers('account-9')).toHaveLength(1);
  });

  it('no connection: names them; Stay signed in keeps them, Log out deletes them and the drafts', async () => {
    serveSurvey(offline);
    renderMenu();
    await logOut();
    const dialog = await screen.findByRole('dialog', { name: '2 survey answers not sent' });
    expect(dialog.textContent).toContain(
      'They have not reached the server. If you log out now, they are deleted from this phone and never sent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession()).not.toBeNull();
    expect(server.requestsTo('POST /auth/logout')).toEqual([]);
    expect(queuedAnswers(ME)).toHaveLength(2);
    expect(draftsOf(ME, 'survey-1')).toHaveProperty('q3');

    await logOut();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '2 survey answers not sent' })).getByRole('button', {
        name: 'Log out and delete them',
      }),
    );
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(queuedAnswers(ME)).toEqual([]);
    expect(draftsOf(ME, 'survey-1')).toEqual({});
    expect(queuedAnswers('account-9')).toHaveLength(1);
  });

  it('browser offline: does not try, says the person is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serveSurvey(() => envelope(200, 'Answers saved successfully', submitted));
    renderMenu();
    await logOut();
    const dialog = await screen.findByRole('dialog', { name: '2 survey answers not sent' });
    expect(dialog.textContent).toContain('They have not reached the server (you are offline).');
    expect(server.requestsTo(SUBMIT)).toEqual([]);
  });

  it('names unsent messages and survey answers together, and deletes both on the way out', async () => {
    serveSurvey(offline);
    const message: Outgoing = {
      client_id: 'written-offline-01',
      thread: 'conversation-1',
      conversationId: 'conversation-1',
      recipients: [],
      text: 'See you tomorrow',
      media: null,
      createdAt: new Date().toISOString(),
      status: 'queued',
      error: null,
    };
    await accountData(ME).put('outbox', message.client_id, message);
    renderMenu();
    await logOut();
    const dialog = await screen.findByRole('dialog', { name: '1 message and 2 survey answers not sent' });
    // The chat is not connected here: the message could not even be tried.
    expect(dialog.textContent).toContain('(you are offline)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out and delete them' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(accountData(ME).all('outbox')).toEqual([]);
    expect(queuedAnswers(ME)).toEqual([]);
  });
});
