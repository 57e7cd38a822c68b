import { TOAST_DURATION_MS, toastTone } from '@tvet/contract';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { t, tx } from '@/lib/i18n/i18n';

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
    // At the top (spec 000 §8) from 640 px; on a phone at the bottom, where it covers neither the page heading nor
    // the top bar's menu (decision 0019; e2e graduate/phone-layout checks it).
    <section
      aria-label={t('Notifications')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3 sm:top-0 sm:bottom-auto"
    >
      {current.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'success' ? 'status' : 'alert'}
          data-tone={item.tone}
          className={`toast ${item.tone === 'success' ? 'bg-brand-700' : 'bg-red-700'}`}
        >
          <div className="flex items-start gap-2 py-3 pr-2 pl-4">
            <p className="flex-1 py-1 font-medium">{tx(item.text)}</p>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="grid size-10 shrink-0 place-items-center rounded-md hover:bg-white/15"
              aria-label={t('Dismiss notification')}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ✕
              </span>
            </button>
          </div>
          {/* The shrinking bar shows how long the message stays. */}
          <div
            className="h-1 origin-left animate-shrink bg-white/70"
            style={{ '--toast-ms': `${TOAST_DURATION_MS}ms` } as CSSProperties}
          />
        </div>
      ))}
    </section>
  );
}
