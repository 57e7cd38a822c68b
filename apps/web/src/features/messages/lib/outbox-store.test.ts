import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../test/fixtures';
import { createOutbox } from './outbox';
import { createOutboxStore, OUTBOX_KEY, parseOutboxKey } from './outbox-store';

afterEach(() => localStorage.clear());

function setup(storage: () => Storage | null = () => localStorage) {
  let connected = false;
  const store = createOutboxStore(storage);
  const box = createOutbox({
    store,
    isConnected: () => connected,
    send: vi.fn(async (payload) => aMessage({ client_id: payload.client_id, text: payload.text })),
    create: vi.fn(),
  });
  return { box, store, connect: () => (connected = true) };
}

describe('the outbox kept on the phone', () => {
  it('keeps one key per message under its account, removes it once stored, and ignores other keys', async () => {
    const { box, store, connect } = setup();
    box.add('c1', { conversationId: 'c1' }, 'not yet mine'); // before open: memory only
    expect(Object.keys(localStorage)).toEqual([]);
    box.open('account-1');
    const id = box.add('c1', { conversationId: 'c1' }, 'written offline');
    expect(Object.keys(localStorage)).toEqual([`${OUTBOX_KEY}:account-1:${id}`]);
    expect(parseOutboxKey(`${OUTBOX_KEY}:account-1:${id}`)).toEqual({ accountId: 'account-1', clientId: id });
    expect(parseOutboxKey('tvet.survey-queue:account-1:s:q')).toBeNull();
    expect(store.load('account-2')).toEqual([]);
    connect();
    await box.flush();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('a session that ends forgets the messages here but keeps them for the same person; discard deletes them', () => {
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
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('drops a damaged entry, and works in memory when the browser refuses storage', () => {
    localStorage.setItem(`${OUTBOX_KEY}:account-1:broken-entry`, '{not json');
    localStorage.setItem(`${OUTBOX_KEY}:account-1:wrong-shape`, '{"text": 1}');
    const { box } = setup();
    box.open('account-1');
    expect(box.getSnapshot()).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);

    const refusing = setup(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    refusing.box.open('account-1');
    refusing.box.add('c1', { conversationId: 'c1' }, 'kept in memory');
    expect(refusing.box.getSnapshot().map((item) => item.text)).toEqual(['kept in memory']);
  });
});
