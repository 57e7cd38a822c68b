import { STORAGE_TROUBLE_MESSAGES, useStorageTrouble } from '@/lib/device-db';
import type { QueuedAnswer } from '../lib/answer-store';

/** Not a spec message: the brief's calm wording for answers waiting on the phone. */
export const SAVED_OFFLINE = "Saved on this phone — will send when you're back online";
/** The same calm note when the connection worked but the server could not take the answer yet. */
export const SAVED_FOR_RETRY = 'Saved on this phone — we will try sending again shortly';

/**
 * Shown while answers wait on the phone after sending them failed (never while one is merely slow to go).
 * A status, not an alert: nothing is wrong, nothing is lost. The live region stays mounted so that screen
 * readers announce the notice when it appears.
 */
export function SavedOfflineNotice({ held }: { held: readonly QueuedAnswer[] }) {
  const waiting = held.length;
  const offline = held.some((answer) => answer.held === 'offline');
  // The phone's database refused the answers (full, damaged): they live in this page only (issue 30).
  const trouble = useStorageTrouble();
  return (
    // display: contents, so that while empty it adds no gap to the page's layout.
    <div role="status" aria-live="polite" className="contents">
      {trouble && (
        <p className="rounded-xl border border-amber-400 bg-amber-50 p-4 font-medium text-amber-950">
          {STORAGE_TROUBLE_MESSAGES[trouble]}
        </p>
      )}
      {waiting > 0 && (
        <div className="flex items-start gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-6 shrink-0 text-sky-800"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 10a4 4 0 0 1 0 8z" />
            <path d="m9.5 13.5 2 2 3.5-3.5" />
          </svg>
          <p>
            <span className="font-semibold">{offline ? SAVED_OFFLINE : SAVED_FOR_RETRY}</span>
            <span className="block text-sm">
              {waiting === 1
                ? '1 answer is waiting to be sent.'
                : `${waiting} answers are waiting to be sent.`}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
