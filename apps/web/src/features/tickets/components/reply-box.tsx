import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_TEXT_MAX, ticketMessageFormSchema } from '@tvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/textarea-field';
import { withLabels } from '@/lib/field-messages';
import { formErrorOf } from '@/lib/show-error';
import '@/lib/zod';
import { t } from '@/lib/i18n/i18n';

/** The send box under a conversation: blank text is not sent (spec 001 §5), the server's refusal is shown. */
export function ReplyBox({
  onSend,
  hint,
}: {
  onSend: (text: string) => Promise<unknown>;
  /** Under the label, e.g. that replying reopens a closed ticket. */
  hint?: string;
}) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<{ text: string }>({
    defaultValues: { text: '' },
    resolver: withLabels(zodResolver(ticketMessageFormSchema), { text: 'Your message' }),
  });

  async function send({ text }: { text: string }) {
    setFormError(null);
    try {
      await onSend(text);
      form.reset({ text: '' });
    } catch (error) {
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send)}
      className="flex flex-col gap-2 border-t border-gray-200 p-3"
    >
      <FormError error={formError} />
      <TextareaField
        label={t('Your message')}
        hint={hint}
        rows={3}
        maxLength={TICKET_TEXT_MAX}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" className="self-end" busy={form.formState.isSubmitting} busyLabel={t('Sending…')}>
        {t('Send')}
      </Button>
    </form>
  );
}
