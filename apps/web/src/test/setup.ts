import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { resetDeviceData } from '@/lib/device-db';
import { takeUnexpectedCalls } from './serve';

// No test opens a real socket: lib/socket.ts gets test/fake-socket.ts instead of socket.io-client.
vi.mock('socket.io-client', () => import('./fake-socket'));

// jsdom has no layout, so no scrolling; route changes scroll to the top.
window.scrollTo = () => undefined;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Each test starts with an empty IndexedDB (lib/device-db.ts: unsent work per account).
  resetDeviceData();
  globalThis.indexedDB = new IDBFactory();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const unexpected = takeUnexpectedCalls();
  if (unexpected.length > 0) {
    throw new Error(`The app made calls no serve() handler answers: ${[...new Set(unexpected)].join(', ')}`);
  }
});
