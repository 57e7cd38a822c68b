import type { CreateChatResult, Message } from '@tvet/contract';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeRefusal, RealtimeUnavailableError } from '@/lib/socket';
import { aConversation, aMessage } from '../test/fixtures';
import { createOutbox, type Delivered, draftThread, type OutboxDeps } from './outbox';

/** A server played by the test: each send answers with the stored copy, or what `answer` says. */
function setup(answer?: (payload: any) => Promise<Message> | Message) {
  let connected = true;
  const sent: any[] = [];
  const deps: OutboxDeps = {
    isConnected: () => connected,
    send: vi.fn(async (payload) => {
      sent.push(payload);
      return answer ? answer(payload) : aMessage({ client_id: payload.client_id, text: payload.text });
    }),
    create: vi.fn(async (payload): Promise<CreateChatResult> => {
      sent.push(payload);
      return {
        conversation: aConversation({ _id: 'new-conversation' }),
        message: aMessage({
          conversation_id: 'new-conversation',
          client_id: payload.client_id,
          text: payload.text,
        }),
        created: true,
      };
    }),
  };
  const box = createOutbox(deps);
  const delivered: Delivered[] = [];
  box.onDelivered((item) => delivered.push(item));
  return {
    box,
    deps,
    sent,
    delivered,
    setConnected: (value: boolean) => {
      connected = value;
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the outbox (spec 000 §4 "Chat message")', () => {
  it('sends each message once, in the order written, with a client_id made for it', async () => {
    const { box, sent, delivered } = setup();
    box.add('c1', { conversationId: 'c1' }, 'first');
    box.add('c1', { conversationId: 'c1' }, 'second');
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    expect(sent.map((payload) => payload.text)).toEqual(['first', 'second']);
    expect(sent[0]).toEqual({
      text: 'first',
      conversationId: 'c1',
      client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(sent[0].client_id).not.toBe(sent[1].client_id);
    expect(box.getSnapshot()).toEqual([]);
  });

  it('shows a message as unsent until the server copy comes', async () => {
    let store!: (message: Message) => void;
    const { box } = setup(
      (payload) =>
        new Promise((resolve) => {
          store = () => resolve(aMessage({ client_id: payload.client_id }));
        }),
    );
    box.add('c1', { conversationId: 'c1' }, 'hello');
    expect(box.getSnapshot()).toMatchObject([{ text: 'hello', status: 'sending' }]);
    store(aMessage());
    await vi.waitFor(() => expect(box.getSnapshot()).toEqual([]));
  });

  it('keeps what is written without a connection and sends it on reconnection, once', async () => {
    const { box, sent, delivered, setConnected } = setup();
    setConnected(false);
    box.add('c1', { conversationId: 'c1' }, 'one');
    box.add('c1', { conversationId: 'c1' }, 'two');
    await settled();
    expect(sent).toEqual([]);
    expect(box.getSnapshot().map((item) => item.status)).toEqual(['queued', 'queued']);
    setConnected(true);
    await Promise.all([box.flush(), box.flush()]);
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    expect(sent.map((payload) => payload.text)).toEqual(['one', 'two']);
  });

  it('a connection lost before the answer keeps the message and sends it again with the same client_id', async () => {
    let calls = 0;
    const { box, sent, delivered, setConnected } = setup((payload) => {
      calls += 1;
      if (calls === 1) {
        setConnected(false);
        throw new RealtimeUnavailableError('socket has been disconnected');
      }
      return aMessage({ client_id: payload.client_id });
    });
    box.add('c1', { conversationId: 'c1' }, 'hello');
    await settled();
    expect(box.getSnapshot()).toMatchObject([{ status: 'queued', error: null }]);
    setConnected(true);
    await box.flush();
    expect(delivered).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1].client_id).toBe(sent[0].client_id);
  });

  it("a refusal stays with the server's sentence; Retry sends it again with the same client_id", async () => {
    let refuse = true;
    const { box, sent, delivered } = setup((payload) => {
      if (refuse && payload.text === 'hello')
        throw new RealtimeRefusal({ status: 'Too Many Requests', msg: 'Slow down', payload: null });
      return aMessage({ client_id: payload.client_id });
    });
    const id = box.add('c1', { conversationId: 'c1' }, 'hello');
    box.add('c1', { conversationId: 'c1' }, 'next');
    await vi.waitFor(() =>
      expect(box.getSnapshot()[0]).toMatchObject({ status: 'failed', error: 'Slow down' }),
    );
    // The next message is not held up by the refused one.
    await vi.waitFor(() => expect(box.getSnapshot()).toHaveLength(1));
    refuse = false;
    box.retry(id);
    await vi.waitFor(() => expect(box.getSnapshot()).toEqual([]));
    expect(sent.filter((payload) => payload.text === 'hello').map((payload) => payload.client_id)).toEqual([
      id,
      id,
    ]);
    expect(delivered.map((item) => item.outgoing.text)).toEqual(['next', 'hello']);
  });

  it('a new chat is created by its first message; the rest go to the conversation it made', async () => {
    const { box, deps, sent, delivered, setConnected } = setup();
    setConnected(false);
    const thread = draftThread('account-2');
    box.add(thread, { recipients: ['account-2'] }, 'hello');
    box.add(thread, { recipients: ['account-2'] }, 'are you there?');
    setConnected(true);
    await box.flush();
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    expect(deps.create).toHaveBeenCalledOnce();
    expect(sent[0]).toEqual({ text: 'hello', recipients: ['account-2'], client_id: expect.any(String) });
    expect(sent[1]).toEqual({
      text: 'are you there?',
      conversationId: 'new-conversation',
      client_id: expect.any(String),
    });
    expect(delivered[0]).toMatchObject({ created: true, conversation: { _id: 'new-conversation' } });
  });

  it('drops a local copy whose server copy arrived another way, and clears everything on sign-out', async () => {
    const { box, setConnected } = setup();
    setConnected(false);
    const id = box.add('c1', { conversationId: 'c1' }, 'one');
    box.add('c1', { conversationId: 'c1' }, 'two');
    box.settle([id]);
    expect(box.getSnapshot().map((item) => item.text)).toEqual(['two']);
    box.clear();
    expect(box.getSnapshot()).toEqual([]);
  });
});
