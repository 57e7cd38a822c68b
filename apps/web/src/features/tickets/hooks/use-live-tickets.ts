import { useQueryClient } from '@tanstack/react-query';
import { TICKET_EVENTS, type TicketMessageEvent } from '@tvet/contract';
import { useEffect } from 'react';
import { realtime, useRealtimeState } from '@/lib/socket';
import { applyLiveMessage } from '../lib/cache';

/** While the realtime connection is down, the open conversation is asked again this often. */
export const POLL_MS = 30_000;

/**
 * New ticket messages arrive live (TICKET_EVENTS.message, sent by the server to the other side's open tabs) and
 * land in the cache at once. Answers whether the connection is up: when it is not, the page polls instead.
 */
export function useLiveTickets(): { live: boolean } {
  const client = useQueryClient();
  const { status } = useRealtimeState();
  useEffect(
    () =>
      realtime.on(TICKET_EVENTS.message, (event: TicketMessageEvent) => {
        if (event?.ticket && event.message) applyLiveMessage(client, event.ticket, event.message);
      }),
    [client],
  );
  return { live: status === 'connected' };
}
