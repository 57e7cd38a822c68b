import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import type { SurveyDetail } from '../../api/get-survey';
import { useUpdateSurvey } from '../../api/update-survey';
import { SurveyDetailsForm } from './survey-details-form';

/** Title and introduction can change in any state; who is asked only while the survey is a draft. */
export function EditDetailsDialog({ survey }: { survey: SurveyDetail }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateSurvey();
  const draft = survey.state === 'draft';
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('Edit details')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('Survey details')}>
        <SurveyDetailsForm
          initial={{ title: survey.title, text: survey.text, respondent_type: survey.respondent_type }}
          respondentLocked={!draft}
          submitLabel={t('Save details')}
          busyLabel={t('Saving…')}
          onSave={async ({ respondent_type, ...values }) => {
            const { msg } = await update.mutateAsync({
              surveyId: survey._id,
              ...values,
              ...(draft ? { respondent_type } : {}),
            });
            toast(msg);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
