import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountData,
  databaseName,
  deleteAccountData,
  resetDeviceData,
  storageTrouble,
} from '@/lib/device-db';
import { setSession } from '@/lib/session';
import { envelope, offline, type Server, serve } from '@/test/serve';
import { flushCurrentUser, saveAndSend } from './answer-queue';
import { answersReady, draftsOf, type QueuedAnswer, queuedAnswers } from './answer-store';

/*
 * Issue 30: answers wait in the account's IndexedDB database (lib/device-db.ts), moved there once from
 * localStorage; a full or damaged database, two tabs sending at once and a wrong clock lose nothing and send
 * nothing twice.
 */

const ME = 'account-1';
const SUBMIT = 'POST /surveys/survey-1/sections/section-1/submit';
const submitted = {
  survey_status: 'ongoing',
  progress: 50,
  current_question_id: 'q2',
  answered: 1,
  question_count: 2,
};

const answer = (questionId: string, order: number, extra: Partial<QueuedAnswer> = {}): QueuedAnswer => ({
  surveyId: 'survey-1',
  questionId,
  sectionId: 'section-1',
  order,
  completes: false,
  savedAt: Date.now(),
  text: `Answer ${questionId}`,
  optionId: null,
  ...extra,
});

const sentIds = (server: Server) =>
  server.requestsTo(SUBMIT).map((call) => call.body.responses[0].question_id);

async function stored(accountId: string, store: string): Promise<Record<string, unknown>> {
  const db = await openDB(databaseName(accountId));
  const keys = await db.getAllKeys(store);
  const values = await db.getAll(store);
  db.close();
  return Object.fromEntries(keys.map((key, index) => [String(key), values[index]]));
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(() => {
  localStorage.clear();
  setSession({
    user_id: 'profile-1',
    _id: ME,
    token: 'token',
    user_type: 'graduate',
    email: 'ada@example.ng',
  });
});
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('moving the answers of before from localStorage', () => {
  it('moves queued answers and drafts into the account database once, and leaves other accounts alone', async () => {
    const q1 = answer('q1', 1);
    localStorage.setItem(`tvet.survey-queue:${ME}:survey-1:q1`, JSON.stringify(q1));
    localStorage.setItem(
      `tvet.survey-draft:${ME}:survey-1:q2`,
      JSON.stringify({ text: 'Half', optionId: null }),
    );
    localStorage.setItem('tvet.survey-queue:account-9:survey-1:q1', JSON.stringify(q1));
    localStorage.setItem(`tvet.survey-queue:${ME}:survey-1:broken`, '{not json');

    await answersReady(ME);
    expect(queuedAnswers(ME)).toEqual([q1]);
    expect(draftsOf(ME, 'survey-1')).toEqual({ q2: { text: 'Half', optionId: null } });
    expect(await stored(ME, 'answers')).toEqual({ 'survey-1:q1': q1 });
    // Moved, and the unreadable one dropped; another account's stay for them.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tvet.survey'))).toEqual([
      'tvet.survey-queue:account-9:survey-1:q1',
    ]);

    // Opening again (a reload) finds them once, from the database.
    resetDeviceData();
    await answersReady(ME);
    expect(queuedAnswers(ME)).toEqual([q1]);
  });

  it('keeps the newer answer when the database already has one for the question', async () => {
    const newer = answer('q1', 1, { savedAt: 2000, text: 'Newer' });
    await saveAndSendOffline(newer);
    resetDeviceData();
    localStorage.setItem(
      `tvet.survey-queue:${ME}:survey-1:q1`,
      JSON.stringify(answer('q1', 1, { savedAt: 1000, text: 'Older' })),
    );
    await answersReady(ME);
    expect(queuedAnswers(ME).map((queued) => queued.text)).toEqual(['Newer']);
  });

  it('a move the phone refuses (storage full) keeps them in localStorage and in this page, and says so', async () => {
    const q1 = answer('q1', 1);
    localStorage.setItem(`tvet.survey-queue:${ME}:survey-1:q1`, JSON.stringify(q1));
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quotaExceeded();
    });
    await answersReady(ME);
    expect(queuedAnswers(ME)).toEqual([q1]);
    expect(localStorage.getItem(`tvet.survey-queue:${ME}:survey-1:q1`)).not.toBeNull();
    expect(storageTrouble()).toBe('full');

    // Sent once the server can be reached, like any other.
    put.mockRestore();
    const server = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await flushCurrentUser();
    expect(sentIds(server)).toEqual(['q1']);
    expect(queuedAnswers(ME)).toEqual([]);
  });
});

async function saveAndSendOffline(queued: QueuedAnswer) {
  serve({ [SUBMIT]: offline });
  return saveAndSend(ME, queued);
}

describe('answers waiting in the database', () => {
  it('is in the database before it is sent, and leaves it only once the server confirms it', async () => {
    let release: () => void = () => undefined;
    serve({
      [SUBMIT]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(envelope(200, 'Answers saved successfully', submitted));
        }),
    });
    const sending = saveAndSend(ME, answer('q1', 1));
    await vi.waitFor(async () => expect(Object.keys(await stored(ME, 'answers'))).toEqual(['survey-1:q1']));
    release();
    expect((await sending).kind).toBe('sent');
    await vi.waitFor(async () => expect(await stored(ME, 'answers')).toEqual({}));
  });

  it('asks for persistent storage once there is an unsent answer, and only once', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    await saveAndSendOffline(answer('q1', 1));
    await saveAndSendOffline(answer('q2', 2));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledOnce());
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('storage full: the answer is kept in this page and sent when it can be, and the person is told', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quotaExceeded();
    });
    const outcome = await saveAndSendOffline(answer('q1', 1));
    expect(outcome.kind).toBe('kept');
    expect(queuedAnswers(ME).map((queued) => queued.questionId)).toEqual(['q1']);
    expect(storageTrouble()).toBe('full');
    const server = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await flushCurrentUser();
    expect(sentIds(server)).toEqual(['q1']);
    expect(queuedAnswers(ME)).toEqual([]);
  });

  it('a database that cannot be opened (damaged): answers are kept in this page and still sent, once', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The database is damaged.', 'UnknownError');
    });
    expect((await saveAndSendOffline(answer('q1', 1))).kind).toBe('kept');
    expect(storageTrouble()).toBe('unavailable');
    const server = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await flushCurrentUser();
    await flushCurrentUser();
    expect(sentIds(server)).toEqual(['q1']);
  });

  it('a damaged record is skipped; the others are read and sent', async () => {
    await saveAndSendOffline(answer('q2', 2));
    const db = await openDB(databaseName(ME));
    await db.put('answers', { surveyId: 42 }, 'survey-1:q1');
    db.close();
    resetDeviceData();
    await answersReady(ME);
    expect(queuedAnswers(ME).map((queued) => queued.questionId)).toEqual(['q2']);
  });

  it('a clock far in the past, even frozen: an answer changed while the first was on its way is not lost', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(86_400_000); // 2 January 1970, and it never moves
    let release: () => void = () => undefined;
    const server = serve({
      [SUBMIT]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(envelope(200, 'Answers saved successfully', submitted));
        }),
    });
    const first = saveAndSend(ME, answer('q1', 1, { text: 'First' }));
    await vi.waitFor(() => expect(server.requestsTo(SUBMIT)).toHaveLength(1));
    // Changed while the first was being sent, at the same (frozen) time.
    const second = saveAndSend(ME, answer('q1', 1, { text: 'Changed' }));
    release();
    await first;
    await vi.waitFor(() => expect(server.requestsTo(SUBMIT)).toHaveLength(2));
    release();
    await second;
    expect(server.requestsTo(SUBMIT).map((call) => call.body.responses[0].text)).toEqual([
      'First',
      'Changed',
    ]);
    expect(queuedAnswers(ME)).toEqual([]);
  });

  it('signing out deletes the account database, and not anyone else’s', async () => {
    await saveAndSendOffline(answer('q1', 1));
    await accountData('account-9').put('answers', 'survey-1:q1', answer('q1', 1));
    await deleteAccountData(ME);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).toEqual([databaseName('account-9')]);
  });
});

/** Two tabs of the same browser: each its own copy of the app's modules, one database, one lock manager. */
describe('two tabs sending at once', () => {
  function fakeLocks() {
    const held = new Map<string, Promise<unknown>>();
    return {
      request(name: string, run: () => Promise<unknown>) {
        const previous = held.get(name) ?? Promise.resolve();
        const next = previous.then(run, run);
        held.set(
          name,
          next.catch(() => undefined),
        );
        return next;
      },
    };
  }

  async function openTab() {
    vi.resetModules();
    const session = await import('@/lib/session');
    session.setSession({
      user_id: 'profile-1',
      _id: ME,
      token: 'token',
      user_type: 'graduate',
      email: 'a@b.ng',
    });
    const queue = await import('./answer-queue');
    const store = await import('./answer-store');
    return { queue, store };
  }

  it('sends each waiting answer once (Web Locks), however many tabs flush', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
    await saveAndSendOffline(answer('q1', 1));
    await saveAndSendOffline(answer('q2', 2));
    const [a, b] = [await openTab(), await openTab()];
    await Promise.all([a.store.answersReady(ME), b.store.answersReady(ME)]);
    expect(b.store.queuedAnswers(ME)).toHaveLength(2);

    const server = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await Promise.all([a.queue.flushCurrentUser(), b.queue.flushCurrentUser()]);
    expect(sentIds(server)).toEqual(['q1', 'q2']);
    expect(await stored(ME, 'answers')).toEqual({});
  });
});
