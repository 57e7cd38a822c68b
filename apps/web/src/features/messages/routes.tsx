import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * /messages, its own lazy chunk. The live connection and the unread count the top bar shows on every page are
 * hooks/use-live-messaging.ts and api/get-unread-count.ts, composed by app/; socket.io-client itself is loaded by
 * lib/socket.ts only once someone has signed in.
 */
export const MessagesPage = lazyWithPreload(() =>
  import('./pages/messages-page').then((module) => ({ default: module.MessagesPage })),
);
