import { JOB_MESSAGES } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';

/** Spec 000 §4 "Job application": Apply, then 'Application Submitted!' with Dismiss. */
export function ApplicationSubmittedDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={JOB_MESSAGES.applied}
      description="The employer can now see your profile and resume. You can follow this job under Applied jobs."
    >
      <div className="flex justify-center" aria-hidden="true">
        <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-3xl text-brand-800">
          ✓
        </span>
      </div>
      <Button block onClick={onDismiss}>
        Dismiss
      </Button>
      <p className="text-center">
        <TextLink to={paths.appliedJobs}>See your applied jobs</TextLink>
      </p>
    </Dialog>
  );
}
