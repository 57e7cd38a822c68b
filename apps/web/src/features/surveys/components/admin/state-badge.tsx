import type { SurveyState } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { STATE_LABELS } from './labels';

const TONES = { draft: 'grey', published: 'green', closed: 'amber' } as const satisfies Record<
  SurveyState,
  string
>;

/** A survey's state in words (the colour only repeats them). */
export function StateBadge({ state }: { state: SurveyState }) {
  return <Badge tone={TONES[state]}>{STATE_LABELS[state]}</Badge>;
}
