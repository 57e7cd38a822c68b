import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeUnexpectedCalls } from './serve';

// No test opens a real socket: lib/socket.ts gets test/fake-socket.ts instead of socket.io-client.
vi.mock('socket.io-client', () => import('./fake-socket'));

// jsdom has no layout, so no scrolling; route changes scroll to the top.
window.scrollTo = () => undefined;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const unexpected = takeUnexpectedCalls();
  if (unexpected.length > 0) {
    throw new Error(`The app made calls no serve() handler answers: ${[...new Set(unexpected)].join(', ')}`);
  }
});
