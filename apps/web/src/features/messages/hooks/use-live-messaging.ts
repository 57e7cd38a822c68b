// First: zod's eval probe must be off before the contract's schemas parse anything (see lib/zod.ts).
import '@/lib/zod';
import { useQueryClient } from '@tanstack/react-query';
import { conversationSchema, MESSAGING_EVENTS, messageSchema, readReceiptSchema } from '@tvet/contract';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { messageKeys } from '../api/keys';
import { applyChatCreated, applyDelivered, applyMessage, applyReceipt, catchUp } from '../lib/live';
import { outbox } from '../lib/outbox';
import { forgetLive } from '../lib/recent';

/**
 * The signed-in shell's live messaging, on every page: connects the socket, keeps the conversation list, the
 * open chat and the top bar's unread count current, sends what the outbox holds on every (re)connection and
 * catches up on what was missed while away. Signing out (or another person signing in) closes the socket and
 * forgets every message of the previous person (their unsent ones stay on the phone only when the session ended
 * without signing out; signing out deletes them after asking, see app/shell/sign-out-guard.tsx).
 */
export function useLiveMessaging(enabled = true): void {
  const client = useQueryClient();
  const meId = useSession()?._id;

  useEffect(() => {
    if (!enabled || !meId) return;
    // This person's messages written offline before a reload come back, and go once connected.
    outbox.open(meId);
    void outbox.flush();
    // The connection opens once the page is drawn and the browser idle (issue 23): its handshake and the catch-up
    // it starts held a phone's main thread for a third of a second while the page was still being drawn.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const starting = idle(() => void realtime.start(), { timeout: 2000 });
    const offs = [
      realtime.on(MESSAGING_EVENTS.receiveMessage, (raw: unknown) => {
        const message = messageSchema.safeParse(raw);
        if (!message.success) return;
        outbox.settle([message.data.client_id]);
        applyMessage(client, message.data, meId);
      }),
      realtime.on(MESSAGING_EVENTS.chatCreated, (raw: unknown) => {
        const conversation = conversationSchema.safeParse(raw);
        if (conversation.success) applyChatCreated(client, conversation.data, meId);
      }),
      realtime.on(MESSAGING_EVENTS.read, (raw: unknown) => {
        const receipt = readReceiptSchema.safeParse(raw);
        if (receipt.success) applyReceipt(client, receipt.data, meId);
      }),
      realtime.onConnect(() => {
        void catchUp(client, Date.now());
        void outbox.flush();
      }),
      outbox.onDelivered((delivered) => applyDelivered(client, delivered, meId)),
      realtime.onReset(() => {
        outbox.clear();
        forgetLive();
        client.removeQueries({ queryKey: messageKeys.all });
      }),
    ];
    return () => {
      cancelIdle(starting);
      for (const off of offs) off();
    };
  }, [enabled, meId, client]);
}
