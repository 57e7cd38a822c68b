import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useCreateSurvey } from '../../api/create-survey';
import { SurveyDetailsForm } from './survey-details-form';

/** "New survey": a draft is created, then its builder opens to add sections and questions. */
export function NewSurveyDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateSurvey();
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span aria-hidden="true" className="text-xl leading-none">
          +
        </span>
        {t('New survey')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('New survey')}
        description={t('It starts as a draft: nobody sees it until you publish it.')}
      >
        <SurveyDetailsForm
          submitLabel={t('Create draft')}
          busyLabel={t('Creating…')}
          onSave={async (values) => {
            const { msg, survey } = await create.mutateAsync(values);
            toast(msg);
            setOpen(false);
            navigate(href(paths.adminSurvey, { id: survey._id }));
          }}
        />
      </Dialog>
    </>
  );
}
