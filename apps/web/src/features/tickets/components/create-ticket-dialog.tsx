import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateTicketForm,
  createTicketFormSchema,
  TICKET_MESSAGES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
  type Ticket,
} from '@tvet/contract';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/toast';
import { formErrorOf } from '@/lib/show-error';
import { useCreateTicket } from '../api/create-ticket';
import { useFlash } from '../hooks/use-flash';
import '@/lib/zod';
import { withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';

/**
 * 'Create ticket' (spec 001 §2): Title, Description and Submit. Blank fields flash their error (spec 001 §5);
 * success closes the dialog with 'Ticket created successfully!' and opens the new ticket.
 */
export function CreateTicketDialog({
  createdBy,
  onCreated,
}: {
  createdBy: string;
  onCreated: (ticket: Ticket) => void;
}) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  /** Bumped on each refused submit so the errors flash again. */
  const [flash, setFlash] = useState(0);
  const create = useCreateTicket();
  const form = useForm<CreateTicketForm>({
    defaultValues: { title: '', description: '' },
    resolver: withLabels(zodResolver(createTicketFormSchema)),
  });
  const { errors } = form.formState;
  const titleBox = useRef<HTMLDivElement>(null);
  const descriptionBox = useRef<HTMLDivElement>(null);
  useFlash(titleBox, flash, Boolean(errors.title));
  useFlash(descriptionBox, flash, Boolean(errors.description));

  async function submit(values: CreateTicketForm) {
    setFormError(null);
    try {
      const answer = await create.mutateAsync({
        created_by: createdBy,
        title: values.title,
        message: values.description,
      });
      toast(answer.msg || TICKET_MESSAGES.created);
      form.reset();
      setOpen(false);
      onCreated(answer.payload);
    } catch (error) {
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('Create ticket')}</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFormError(null);
        }}
        title={t('Create ticket')}
        description={t('Tell the support team what you need. An administrator will reply here.')}
      >
        <form
          noValidate
          onSubmit={form.handleSubmit(submit, () => setFlash((count) => count + 1))}
          className="flex flex-col gap-4"
        >
          <FormError error={formError} />
          <div ref={titleBox} className="rounded-lg">
            <TextField
              label={t('Title')}
              required
              maxLength={TICKET_TITLE_MAX}
              error={errors.title?.message}
              {...form.register('title')}
            />
          </div>
          <div ref={descriptionBox} className="rounded-lg">
            <TextareaField
              label={t('Description')}
              required
              rows={5}
              maxLength={TICKET_TEXT_MAX}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </div>
          <Button type="submit" block busy={form.formState.isSubmitting} busyLabel={t('Submitting…')}>
            {t('Submit')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
