import type { SurveyState } from '@tvet/contract';
import { STATE_LABELS } from './labels';

const TONES: Record<SurveyState, string> = {
  draft: 'bg-gray-100 text-gray-800 ring-gray-300',
  published: 'bg-brand-50 text-brand-900 ring-brand-200',
  closed: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** A survey's state in words (the colour only repeats them). */
export function StateBadge({ state }: { state: SurveyState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${TONES[state]}`}
    >
      {STATE_LABELS[state]}
    </span>
  );
}
