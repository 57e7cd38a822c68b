import type {
  Conversation,
  CreateChatPayload,
  CreateChatResult,
  Message,
  MessageMedia,
  SendMessagePayload,
} from '@tvet/contract';
import { useSyncExternalStore } from 'react';
import { makeClientId } from '@/lib/client-id';
import { subscribeDevice } from '@/lib/device-db';
import { t } from '@/lib/i18n/i18n';
import { RealtimeRefusal, realtime } from '@/lib/socket';
import type { UnsentWork } from '@/lib/unsent-work';
import { createChat, sendMessage } from '../api/send-message';
import { createOutboxStore, type OutboxStore } from './outbox-store';

/*
 * Messages written on this tab and not yet stored by the server (spec 000 §4 'Chat message': created locally as
 * unsent, then replaced by the server copy). One at a time, in the order written, each with its client_id:
 * - no connection, or it dropped before the answer: the message stays queued and goes when the socket connects
 *   again (the server answers a client_id it already stored with that copy, so it is never stored twice);
 * - the server refused it: it stays, failed, with the server's sentence and a Retry;
 * - stored: it leaves the outbox and `onDelivered` listeners put the server copy in its place.
 * Each account's unsent messages are also kept on the phone (outbox-store.ts) once `open(account)` has named whose
 * they are: a reload brings them back and they are sent on the next connection, once (same client_ids). Signing out
 * sends them first or tells the person before `discard` deletes them (`unsentMessages`, app/shell/sign-out-guard.tsx);
 * a session that merely ended keeps them for that person's next sign-in.
 */

import type { Outgoing } from './outbox-store';

export type { Outgoing } from './outbox-store';

export interface Delivered {
  outgoing: Outgoing;
  message: Message;
  /** For a chat created (or reused) by this message. */
  conversation?: Conversation;
  /** True when this message created the conversation (it has no other history). */
  created?: boolean;
}

export interface OutboxDeps {
  send: (payload: SendMessagePayload) => Promise<Message>;
  create: (payload: CreateChatPayload) => Promise<CreateChatResult>;
  isConnected: () => boolean;
  /** Where each account's unsent messages are kept between page loads; none: memory only. */
  store?: OutboxStore;
}

/** The thread of a chat with `accountId` that the server has not created yet. */
export const draftThread = (accountId: string) => `to:${accountId}`;

export function createOutbox(deps: OutboxDeps) {
  let items: readonly Outgoing[] = [];
  let flushing = false;
  /** The sending under way: a flush asked for meanwhile waits for it (signing out waits for the messages to go). */
  let running: Promise<void> = Promise.resolve();
  /** Whose messages these are: set by `open`, so they are kept in the store under that account. */
  let account: string | null = null;
  const listeners = new Set<() => void>();
  const deliveredListeners = new Set<(delivered: Delivered) => void>();

  function set(next: readonly Outgoing[]) {
    if (account && deps.store) {
      // Each message changed or added is written, each gone is removed; the others' keys are left alone.
      const previous = new Set(items);
      const present = new Set(next.map((item) => item.client_id));
      for (const item of items) if (!present.has(item.client_id)) deps.store.remove(account, item.client_id);
      for (const item of next) if (!previous.has(item)) deps.store.put(account, item);
    }
    items = next;
    for (const listener of listeners) listener();
  }
  const update = (clientId: string, change: Partial<Outgoing>) =>
    set(items.map((item) => (item.client_id === clientId ? { ...item, ...change } : item)));

  async function deliver(item: Outgoing): Promise<Delivered> {
    const media = item.media ? { media: { _id: item.media._id } } : {};
    if (item.conversationId) {
      const message = await deps.send({
        text: item.text,
        conversationId: item.conversationId,
        client_id: item.client_id,
        ...media,
      });
      return { outgoing: item, message };
    }
    const result = await deps.create({
      text: item.text,
      recipients: item.recipients,
      client_id: item.client_id,
      ...media,
    });
    return {
      outgoing: item,
      message: result.message,
      conversation: result.conversation,
      created: result.created,
    };
  }

  function flush(): Promise<void> {
    if (flushing) return running;
    flushing = true;
    running = drain();
    return running;
  }

  async function drain(): Promise<void> {
    try {
      for (;;) {
        if (!deps.isConnected()) return;
        const next = items.find((item) => item.status === 'queued');
        if (!next) return;
        update(next.client_id, { status: 'sending', error: null });
        let delivered: Delivered;
        try {
          delivered = await deliver(next);
        } catch (error) {
          if (error instanceof RealtimeRefusal) {
            update(next.client_id, { status: 'failed', error: error.message });
            continue;
          }
          // Never reached the server, or its answer never came back: send it again on reconnection.
          update(next.client_id, { status: 'queued' });
          return;
        }
        const conversationId = delivered.message.conversation_id;
        // The rest of a new chat's messages go to the conversation it now has.
        set(
          items
            .filter((item) => item.client_id !== next.client_id)
            .map((item) =>
              item.thread === next.thread && !item.conversationId
                ? { ...item, conversationId, thread: conversationId }
                : item,
            ),
        );
        for (const listener of deliveredListeners) listener(delivered);
      }
    } finally {
      flushing = false;
    }
  }

  return {
    /** Writes a message (text already trimmed; not empty unless it has an attachment) and sends it when it can. */
    add(
      thread: string,
      target: { conversationId: string } | { recipients: string[] },
      text: string,
      media: MessageMedia | null = null,
    ): string {
      const item: Outgoing = {
        client_id: makeClientId(),
        thread,
        conversationId: 'conversationId' in target ? target.conversationId : null,
        recipients: 'recipients' in target ? target.recipients : [],
        text,
        media,
        createdAt: new Date().toISOString(),
        status: 'queued',
        error: null,
      };
      set([...items, item]);
      void flush();
      return item.client_id;
    },
    flush,
    /** A failed message, sent again with the same client_id. */
    retry(clientId: string) {
      update(clientId, { status: 'queued', error: null });
      void flush();
    },
    /** A server copy arrived some other way (another tab's echo, a history refetch): the local copy goes. */
    settle(clientIds: readonly string[]) {
      const settled = new Set(clientIds);
      if (items.some((item) => settled.has(item.client_id) && item.status !== 'sending')) {
        set(items.filter((item) => !settled.has(item.client_id) || item.status === 'sending'));
      }
    },
    /**
     * Whose messages are written from now on: that account's unsent messages kept on the phone are brought back
     * (one that was being sent when the page closed is queued again) beside those already here. Call `flush` to
     * send them.
     */
    open(accountId: string) {
      if (account !== accountId) {
        account = null;
        set([]);
        account = accountId;
      }
      const restore = () => {
        if (account !== accountId) return false;
        const known = new Set(items.map((item) => item.client_id));
        const stored = (deps.store?.load(accountId) ?? []).filter((item) => !known.has(item.client_id));
        if (stored.length === 0) return false;
        const restored = stored.map((item) =>
          item.status === 'sending' ? { ...item, status: 'queued' as const } : item,
        );
        set([...items, ...restored].sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
        return true;
      };
      restore();
      // The phone's database is read once per page load: what it held comes back when it has been read.
      void deps.store?.ready?.(accountId).then(() => {
        if (restore()) void flush();
      });
    },
    /** The messages of `accountId` not yet stored by the server, here and kept on the phone by other tabs. */
    unsent(accountId: string): number {
      const here = account === accountId ? items.map((item) => item.client_id) : [];
      const kept = (deps.store?.load(accountId) ?? []).map((item) => item.client_id);
      return new Set([...here, ...kept]).size;
    },
    /** Another tab sent or deleted this message: it goes from here too. */
    forget(accountId: string, clientId: string) {
      if (account !== accountId || !items.some((item) => item.client_id === clientId)) return;
      items = items.filter((item) => item.client_id !== clientId);
      for (const listener of listeners) listener();
    },
    /** Forgets the messages here (the session ended); those kept on the phone stay for the person's return. */
    clear() {
      account = null;
      set([]);
    },
    /** Signing out: the account's unsent messages are deleted, here and on the phone. */
    discard(accountId: string) {
      deps.store?.clear(accountId);
      if (account === accountId) {
        account = null;
        set([]);
      }
    },
    onDelivered(listener: (delivered: Delivered) => void): () => void {
      deliveredListeners.add(listener);
      return () => deliveredListeners.delete(listener);
    },
    getSnapshot: () => items,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** This tab's outbox. */
export const outbox = createOutbox({
  send: sendMessage,
  create: createChat,
  isConnected: () => realtime.isConnected(),
  store: createOutboxStore(),
});

/**
 * Signing out (app/shell/sign-out-guard.tsx): the person's unsent messages, here and kept on the phone by other
 * tabs, are sent first when the socket is connected (`open` brings the kept ones into this tab to send them), and
 * deleted once the person goes.
 */
export const unsentMessages: UnsentWork = {
  count: (accountId) => outbox.unsent(accountId),
  canSend: () => realtime.isConnected(),
  send(accountId) {
    outbox.open(accountId);
    return outbox.flush();
  },
  discard: (accountId) => outbox.discard(accountId),
  describe: (count) => t('{count, plural, one {# message} other {# messages}}', { count }),
  plural: 'messages',
};

// Another tab sent (or, signing out, deleted) one of these messages: it goes from this tab's list too.
subscribeDevice((change) => {
  if (change?.remote && change.store === 'outbox' && change.op === 'delete') {
    outbox.forget(change.accountId, change.key);
  }
});

/** The messages of one thread not yet stored, in the order written. */
export function useOutgoing(thread: string | null, box: Outbox = outbox): Outgoing[] {
  const all = useSyncExternalStore(box.subscribe, box.getSnapshot, box.getSnapshot);
  return thread ? all.filter((item) => item.thread === thread) : [];
}
