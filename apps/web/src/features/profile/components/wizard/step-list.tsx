import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';
import { type StepState, stepState } from '../../lib/progress';
import type { Section } from '../../lib/wizard-plan';
import { CheckIcon, LockIcon } from '../icons';

const STATE_TEXT: Record<StepState, string> = {
  get done() {
    return t('Completed');
  },
  get current() {
    return t('Current step');
  },
  get locked() {
    return t('Locked');
  },
};

/**
 * The numbered steps (spec 001 §2): a finished step shows a check mark, the current one offers Continue (which
 * opens the wizard), later ones are locked. The state is also written out, not told by colour or icon alone.
 */
export function StepList({
  sections,
  active,
  onContinue,
}: {
  sections: Section[];
  active: number;
  onContinue: () => void;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {sections.map((section, index) => {
        const state = stepState(index, active);
        return (
          <li
            key={section.id}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 sm:flex-row sm:items-center ${
              state === 'current' ? 'ring-2 ring-brand-600' : 'ring-gray-200'
            }`}
          >
            <div className="flex flex-1 items-start gap-3">
              <span
                aria-hidden="true"
                className={`grid size-10 shrink-0 place-items-center rounded-full font-bold ${
                  state === 'done'
                    ? 'bg-brand-700 text-white'
                    : state === 'current'
                      ? 'bg-brand-100 text-brand-900'
                      : 'bg-gray-100 text-gray-500'
                }`}
              >
                {state === 'done' ? (
                  <CheckIcon />
                ) : state === 'locked' ? (
                  <LockIcon className="size-4" />
                ) : (
                  index + 1
                )}
              </span>
              <div className="min-w-0">
                <h2 className={`font-semibold ${state === 'locked' ? 'text-gray-600' : ''}`}>
                  <span className="sr-only">{t('Step {step}:', { step: index + 1 })} </span>
                  {section.title}
                </h2>
                <p className="text-sm text-muted">{section.summary}</p>
                <p
                  className={`mt-1 flex items-center gap-1 text-sm font-semibold ${
                    state === 'done' ? 'text-brand-800' : state === 'current' ? 'text-ink' : 'text-gray-600'
                  }`}
                >
                  {state === 'done' && <CheckIcon className="size-4" />}
                  {state === 'locked' && <LockIcon className="size-4" />}
                  {STATE_TEXT[state]}
                </p>
              </div>
            </div>
            {state === 'current' && (
              <Button onClick={onContinue} className="w-full sm:w-auto">
                {t('Continue')}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
