import { JOB_MESSAGES } from '@tvet/contract';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';

/** Spec 000 §4 "Job application": Apply, then 'Application Submitted!' with Dismiss. */
export function ApplicationSubmittedDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <SuccessDialog
      open={open}
      onDismiss={onDismiss}
      title={JOB_MESSAGES.applied}
      description={t(
        'The employer can now see your profile and resume. You can follow this job under Applied jobs.',
      )}
    >
      <p className="text-center">
        <TextLink to={paths.appliedJobs}>{t('See your applied jobs')}</TextLink>
      </p>
    </SuccessDialog>
  );
}
