import type { ReactNode } from 'react';
import { tx } from '@/lib/i18n/i18n';

const TONES = {
  green: 'bg-brand-50 text-brand-900 ring-brand-200',
  grey: 'bg-gray-100 text-gray-800 ring-gray-300',
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
} as const;

/** A small label with a word in it (colour is never the only signal). */
export function Badge({ tone = 'grey', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      {typeof children === 'string' ? tx(children) : children}
    </span>
  );
}
