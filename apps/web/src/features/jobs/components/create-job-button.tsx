import type { Job } from '@tvet/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { t, tx } from '@/lib/i18n/i18n';
import { JOB_TEXTS } from '../lib/texts';

/*
 * The form and its validation (zod, the contract's schemas: about 40 KB gzip) load on the first click rather
 * than with the page; the button shows its spinner meanwhile. Pointing at or focusing the button starts it early.
 */
const loadModal = () => import('./create-job/create-job-modal');
const CreateJobModal = lazy(() => loadModal().then((module) => ({ default: module.CreateJobModal })));

/**
 * One "Create Job Posting" modal for a page, however many buttons open it. It lives with the page, not with a
 * button: creating the first job replaces the empty state (and its button) by the list, and the success
 * dialog must survive that.
 */
export function useCreateJobModal(onCreated: (job: Job) => void): {
  open: () => Promise<void>;
  modal: ReactNode;
} {
  const [isOpen, setOpen] = useState(false);
  return {
    open: async () => {
      await loadModal();
      setOpen(true);
    },
    modal: isOpen ? (
      <Suspense fallback={null}>
        <CreateJobModal open onClose={() => setOpen(false)} onCreated={onCreated} />
      </Suspense>
    ) : null,
  };
}

/** "Create job posting". */
export function CreateJobButton({
  onOpen,
  className = '',
}: {
  onOpen: () => Promise<void>;
  className?: string;
}) {
  return (
    <Button
      onPointerEnter={() => void loadModal()}
      onFocus={() => void loadModal()}
      onClick={onOpen}
      busyLabel={t('Opening…')}
      className={className}
      aria-haspopup="dialog"
    >
      <Icon name="plus" />
      {tx(JOB_TEXTS.createButton)}
    </Button>
  );
}
