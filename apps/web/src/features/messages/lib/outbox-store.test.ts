import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { accountData, databaseName, resetDeviceData } from '@/lib/device-db';
import { aMessage } from '../test/fixtures';
import { createOutbox } from './outbox';
import { createOutboxStore, OUTBOX_KEY } from './outbox-store';

function setup() {
  let connected = false;
  const store = createOutboxStore();
  const box = createOutbox({
    store,
    isConnected: () => connected,
    send: vi.fn(async (payload) => aMessage({ client_id: payload.client_id, text: payload.text })),
    create: vi.fn(),
  });
  return { box, store, connect: () => (connected = true) };
}

async function storedIds(accountId: string): Promise<string[]> {
  await accountData(accountId).settled();
  const db = await openDB(databaseName(accountId));
  const keys = await db.getAllKeys('outbox');
  db.close();
  return keys.map(String);
}

/** Issue 30: the outbox lives in the account's IndexedDB database. */
describe('the outbox kept on the phone', () => {
  it('keeps one record per message under its account, removes it once stored', async () => {
    const { box, store, connect } = setup();
    box.add('c1', { conversationId: 'c1' }, 'not yet mine'); // before open: memory only
    box.open('account-1');
    const id = box.add('c1', { conversationId: 'c1' }, 'written offline');
    expect(await storedIds('account-1')).toEqual([id]);
    expect(store.load('account-2')).toEqual([]);
    connect();
    await box.flush();
    expect(await storedIds('account-1')).toEqual([]);
  });

  it('brings the kept messages back after a reload, once the database has been read', async () => {
    const first = setup();
    first.box.open('account-1');
    first.box.add('c1', { conversationId: 'c1' }, 'one');
    await accountData('account-1').settled();
    resetDeviceData(); // a reload: the page's memory goes, the database stays
    const second = setup();
    second.box.open('account-1');
    await vi.waitFor(() => expect(second.box.getSnapshot().map((item) => item.text)).toEqual(['one']));
  });

  it('a session that ends forgets the messages here but keeps them for the same person; discard deletes them', async () => {
    const { box } = setup();
    box.open('account-1');
    box.add('c1', { conversationId: 'c1' }, 'one');
    box.clear();
    expect(box.getSnapshot()).toEqual([]);
    expect(box.unsent('account-1')).toBe(1);
    box.open('account-2');
    expect(box.getSnapshot()).toEqual([]);
    box.open('account-1');
    expect(box.getSnapshot().map((item) => item.text)).toEqual(['one']);
    box.discard('account-1');
    expect(box.getSnapshot()).toEqual([]);
    expect(box.unsent('account-1')).toBe(0);
    expect(await storedIds('account-1')).toEqual([]);
  });

  it('moves the messages of before from localStorage once, dropping a damaged one', async () => {
    const kept = { ...aMessage({ client_id: 'kept-before-01', text: 'From before' }) };
    const outgoing = {
      client_id: 'kept-before-01',
      thread: 'c1',
      conversationId: 'c1',
      recipients: [],
      text: kept.text,
      media: null,
      createdAt: new Date().toISOString(),
      status: 'queued',
      error: null,
    };
    localStorage.setItem(`${OUTBOX_KEY}:account-1:kept-before-01`, JSON.stringify(outgoing));
    localStorage.setItem(`${OUTBOX_KEY}:account-1:broken-entry`, '{not json');
    const { box } = setup();
    box.open('account-1');
    await vi.waitFor(() => expect(box.getSnapshot().map((item) => item.text)).toEqual(['From before']));
    expect(await storedIds('account-1')).toEqual(['kept-before-01']);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(OUTBOX_KEY))).toEqual([]);
    localStorage.clear();
  });

  it('works in memory when the phone refuses storage', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { box } = setup();
    box.open('account-1');
    box.add('c1', { conversationId: 'c1' }, 'kept in memory');
    expect(box.getSnapshot().map((item) => item.text)).toEqual(['kept in memory']);
  });
});
