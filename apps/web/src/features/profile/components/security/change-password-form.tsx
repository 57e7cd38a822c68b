import { zodResolver } from '@hookform/resolvers/zod';
import { isStrongPassword, MESSAGES } from '@tvet/contract';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { PASSWORD_RULE_HINT, PasswordStrength } from '@/components/ui/password-strength';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { z } from '@/lib/zod';
import { useChangePassword } from '../../api/change-password';

const schema = z
  .object({
    password: z.string().min(1, 'Enter your current password'),
    // The contract's rule itself (not its field schema, which would bring the country and LGA lists along).
    new_password: z.string().min(1, 'Enter a new password').refine(isStrongPassword, PASSWORD_RULE_HINT),
    confirm_password: z.string().min(1, 'Type the new password again'),
  })
  .superRefine((values, ctx) => {
    if (values.confirm_password && values.new_password !== values.confirm_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: MESSAGES.passwordsMustMatchSettings,
      });
    }
  });
type Values = z.infer<typeof schema>;
type Field = keyof Values;

const FIELDS: Field[] = ['password', 'new_password', 'confirm_password'];
const fieldId = (field: Field) => `security-${field}`;
const STRENGTH_ID = 'security-strength';
const EMPTY: Values = { password: '', new_password: '', confirm_password: '' };

/** Settings > Security (spec 000 §5 "Password change in settings"). */
export function ChangePasswordForm({ accountId }: { accountId: string }) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const mutation = useChangePassword();
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const newPassword = useWatch({ control: form.control, name: 'new_password' });

  function onInvalid(found: FieldErrors<Values>) {
    const values = form.getValues();
    const items = FIELDS.filter((field) => found[field]?.message).map((field) => ({
      fieldId: fieldId(field),
      message: found[field]!.message!,
    }));
    // The spec's own sentences lead: any blank field, then a mismatch; else the rule that failed.
    const message = FIELDS.some((field) => !values[field])
      ? MESSAGES.allFieldsRequired
      : found.confirm_password?.message === MESSAGES.passwordsMustMatchSettings
        ? MESSAGES.passwordsMustMatchSettings
        : items[0]!.message;
    setFormError({ message, items });
  }

  async function onValid(values: Values) {
    setFormError(null);
    try {
      await mutation.mutateAsync({ accountId, ...values });
      toast(MESSAGES.passwordUpdated);
      form.reset(EMPTY);
    } catch (error) {
      // E.g. a wrong current password: the server names the field, so it is marked where it was typed.
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if ((FIELDS as string[]).includes(field)) form.setError(field as Field, { message });
      }
      setFormError(formErrorOf(error));
    }
  }

  const bind = (field: Field) => ({
    id: fieldId(field),
    error: errors[field]?.message,
    ...form.register(field),
  });
  return (
    <section aria-labelledby="security-heading" className="flex max-w-md flex-col gap-4">
      <h2 id="security-heading" className="text-xl font-semibold">
        {t('Change password')}
      </h2>
      <FormError error={formError} />
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
        <PasswordField
          label={t('Current password')}
          required
          autoComplete="current-password"
          {...bind('password')}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('New password')}
            required
            autoComplete="new-password"
            describedBy={STRENGTH_ID}
            {...bind('new_password')}
          />
          <PasswordStrength password={newPassword} id={STRENGTH_ID} />
        </div>
        <PasswordField
          label={t('Confirm new password')}
          required
          autoComplete="new-password"
          {...bind('confirm_password')}
        />
        <Button type="submit" busy={mutation.isPending} busyLabel={t('Updating…')} className="self-start">
          {t('Update password')}
        </Button>
      </form>
    </section>
  );
}
