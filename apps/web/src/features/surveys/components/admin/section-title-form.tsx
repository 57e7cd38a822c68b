import { zodResolver } from '@hookform/resolvers/zod';
import { sectionInputSchema } from '@tvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { formErrorOf } from '@/lib/show-error';
// Sets zod's no-eval mode before any schema runs (the server's CSP forbids eval).
import '@/lib/zod';
import { withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';

interface SectionTitleFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  /** Throws the server's refusal; the form shows it. */
  onSave: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Empties the field after saving (adding one section after another). */
  resetAfterSave?: boolean;
}

/** A section's title: adding a section, or renaming one. */
export function SectionTitleForm({
  label,
  initial = '',
  submitLabel,
  busyLabel,
  onSave,
  onCancel,
  resetAfterSave,
}: SectionTitleFormProps) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<{ title: string }>({
    defaultValues: { title: initial },
    resolver: withLabels(zodResolver(sectionInputSchema)),
  });

  async function save({ title }: { title: string }) {
    setFormError(null);
    try {
      await onSave(title);
      if (resetAfterSave) form.reset({ title: '' });
    } catch (error) {
      setFormError(formErrorOf(error));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-3">
      <FormError error={formError} />
      <TextField
        label={label}
        required
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
