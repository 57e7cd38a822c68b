import { TOAST_DURATION_MS, toastTone } from '@tvet/contract';
import { useSyncExternalStore } from 'react';

interface ToastItem {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

/** Shows a response message at the top for 5 seconds; green or red by its words (spec 000 §8). */
export function toast(text: string): void {
  const id = nextId++;
  emit([...items, { id, text, tone: toastTone(text) }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-3"
    >
      {current.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'success' ? 'status' : 'alert'}
          data-tone={item.tone}
          className={`pointer-events-auto relative w-full max-w-md overflow-hidden rounded-lg text-white shadow-lg ${
            item.tone === 'success' ? 'bg-brand-700' : 'bg-red-700'
          }`}
        >
          <div className="flex items-start gap-2 py-3 pr-2 pl-4">
            <p className="flex-1 py-1 font-medium">{item.text}</p>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="grid size-10 shrink-0 place-items-center rounded-md hover:bg-white/15"
              aria-label="Dismiss notification"
            >
              <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
                <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3z" />
              </svg>
            </button>
          </div>
          {/* The shrinking bar shows how long the message stays. */}
          <div
            className="h-1 origin-left animate-shrink bg-white/70"
            style={{ '--toast-ms': `${TOAST_DURATION_MS}ms` } as React.CSSProperties}
          />
        </div>
      ))}
    </section>
  );
}
