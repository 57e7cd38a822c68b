import * as RadixDialog from '@radix-ui/react-dialog';
import type { Profile } from '@tvet/contract';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { firstOpenStep } from '../../lib/progress';
import type { OnboardingRole, Section } from '../../lib/wizard-plan';
import { CheckIcon } from '../icons';
import { NoticeBanner, NoticeContext } from '../notice';
import { STEP_FORMS } from '../steps';

interface WizardDialogProps {
  role: OnboardingRole;
  profile: Profile;
  sections: Section[];
  active: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The modal with the steps (spec 000 §2): the current section, one sub-step at a time. Full screen on a phone,
 * a centred panel from 640 px. When a section is saved the next one follows in the same dialog.
 */
export function WizardDialog({ role, profile, sections, active, open, onOpenChange }: WizardDialogProps) {
  const section = sections[active];
  const heading = useRef<HTMLHeadingElement>(null);
  // The toast is kept (spec 000 §8) and the message also shows here, where a phone and a screen reader see it.
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null);
  const notify = useCallback((text: string) => {
    toast(text);
    setNotice((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }, []);
  return (
    <RadixDialog.Root open={open && Boolean(section)} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start reading at the sub-step's heading rather than at the close button.
            event.preventDefault();
            heading.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
        >
          {section && (
            <>
              <header className="flex items-start gap-3 border-b border-gray-200 px-4 py-3 sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-brand-800">
                    {t('Step {step} of {steps}', { step: active + 1, steps: sections.length })}
                  </p>
                  <RadixDialog.Title className="text-xl font-bold">{section.title}</RadixDialog.Title>
                </div>
                <RadixDialog.Close className="grid size-12 shrink-0 place-items-center rounded-lg text-2xl leading-none hover:bg-brand-50">
                  <span aria-hidden="true">✕</span>
                  <span className="sr-only">{t('Close (your saved steps are kept)')}</span>
                </RadixDialog.Close>
              </header>
              {notice && (
                <div className="border-b border-gray-200 px-4 py-2 sm:px-6">
                  <NoticeBanner key={notice.key} text={notice.text} />
                </div>
              )}
              <NoticeContext value={notify}>
                {/* key: each section starts at its own first open sub-step. */}
                <SectionRunner
                  key={section.id}
                  role={role}
                  profile={profile}
                  section={section}
                  headingRef={heading}
                />
              </NoticeContext>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function SectionRunner({
  role,
  profile,
  section,
  headingRef,
}: {
  role: OnboardingRole;
  profile: Profile;
  section: Section;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const [index, setIndex] = useState(() => firstOpenStep(section, profile));
  const step = section.steps[index]!;
  const Form = STEP_FORMS[step.id];
  const body = useRef<HTMLDivElement>(null);

  const next = () => setIndex((current) => Math.min(current + 1, section.steps.length - 1));
  return (
    <div ref={body} className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">
      {section.steps.length > 1 && (
        <ol className="mb-4 flex gap-2" aria-label={t('Parts of this step')}>
          {section.steps.map((part, partIndex) => (
            <li
              key={part.id}
              aria-current={partIndex === index ? 'step' : undefined}
              className={`flex flex-1 flex-col gap-1 text-xs font-medium ${partIndex === index ? 'text-brand-900' : 'text-muted'}`}
            >
              <span
                className={`h-1.5 rounded-full ${partIndex < index ? 'bg-brand-800' : partIndex === index ? 'bg-brand-500' : 'bg-gray-200'}`}
              />
              {/* The names fit from 640 px; a phone shows the bar only (the heading below names the part). */}
              <span className="sr-only items-center gap-1 sm:not-sr-only sm:flex">
                {partIndex < index && <CheckIcon className="size-3.5" />}
                {part.title}
                {partIndex < index && <span className="sr-only"> {t('(done)')}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
      {/* key: a new sub-step mounts a new heading, which takes focus (and the panel scrolls back up). */}
      <StepHeading key={`heading-${step.id}`} headingRef={headingRef} scroller={body}>
        {section.steps.length > 1 && (
          <span className="mr-1 text-muted">
            {t('Part {part} of {parts}:', { part: index + 1, parts: section.steps.length })}
          </span>
        )}
        {step.title}
      </StepHeading>
      <Form
        key={`form-${step.id}`}
        role={role}
        profile={profile}
        idPrefix={`wizard-${step.id}`}
        onDone={next}
        onBack={index > 0 ? () => setIndex(index - 1) : undefined}
      />
    </div>
  );
}

/**
 * A sub-step's heading. Focus moves here when it appears, so screen-reader and keyboard users start at the new
 * part; it depends on the step only, so a profile refetched after a save never pulls focus from someone typing.
 */
function StepHeading({
  headingRef,
  scroller,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  scroller: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
    headingRef.current?.focus();
  }, [headingRef, scroller]);
  return (
    <h3 ref={headingRef} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
      {children}
    </h3>
  );
}
