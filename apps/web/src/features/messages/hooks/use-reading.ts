import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readConversation } from '../lib/live';
import { setOpenConversation } from '../lib/open-conversation';

/**
 * The conversation on screen is being read: what is unread in it is marked read now, and again whenever the tab
 * comes back into view; messages arriving meanwhile are read as they come (lib/live.ts).
 */
export function useReading(conversationId: string | null, unread: number, meId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId]);

  useEffect(() => {
    if (!conversationId || unread === 0) return;
    const read = () => {
      if (document.visibilityState === 'visible') void readConversation(client, conversationId, meId);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [client, conversationId, unread, meId]);
}
