import type { Ref } from 'react';
import { t } from '@/lib/i18n/i18n';
import { JOB_STEPS } from '../../lib/job-form';

/** "Step x of 4", a bar per step, and the step's title as the heading that takes focus on each new step. */
export function StepProgress({ step, headingRef }: { step: number; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-muted">
        {t('Step {step} of {steps}', { step: step + 1, steps: JOB_STEPS.length })}
      </p>
      <div className="flex gap-1" aria-hidden="true">
        {JOB_STEPS.map((item, index) => (
          <span
            key={item.title}
            className={`h-1.5 flex-1 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-gray-200'}`}
          />
        ))}
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {JOB_STEPS[step]!.title}
      </h3>
    </div>
  );
}
