import type { ReactNode } from 'react';

const TONES = {
  running: 'bg-gray-100 text-gray-900 ring-gray-300',
  late: 'bg-amber-50 text-amber-950 ring-amber-400 font-semibold',
  done: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const;

/** A deadline's state in words ("Commission notice overdue by 8 hours"): wraps on a phone, never only a colour. */
export function ClockLabel({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`max-w-full rounded-lg px-2.5 py-0.5 text-sm ring-1 ${TONES[tone]}`}>{children}</span>
  );
}
