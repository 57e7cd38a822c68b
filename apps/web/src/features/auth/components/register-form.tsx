import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type SelfRegisteringType } from '@tvet/contract';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { labelled, withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';
import { register as registerAccount } from '../api/register';
import { setPendingEmail } from '../lib/pending';
import {
  EMPTY_REGISTER_FORM,
  formFieldOf,
  REGISTER_FORM_SCHEMAS,
  type RegisterField,
  type RegisterFormValues,
  toRegisterRequest,
} from '../lib/register-form';
import { AccountFields } from './account-fields';
import { OrganisationFields } from './organisation-fields';
import { PersonFields } from './person-fields';
import { registerFieldId } from './register-bind';

/** What each control is called on screen; the contract's rule messages say the same (issue 9). */
function labelsOf(type: SelfRegisteringType): Record<RegisterField, string> {
  return {
    first_name: 'First name',
    last_name: 'Last name',
    name: type === 'institution' ? 'Institution name' : 'Organisation name',
    email: 'E-mail address',
    username: 'Username',
    nationality: 'Nationality',
    gender: 'Gender',
    state: 'State',
    lga: 'Local government area (LGA)',
    institution_type: 'Institution type',
    ownership_type: 'Ownership type',
    industry_type: 'Industry',
    password: 'Password',
    confirm_password: 'Confirm password',
  };
}

/** Error summary entries in the order the fields appear on screen. */
const FIELD_ORDER = Object.keys(EMPTY_REGISTER_FORM) as RegisterField[];
function summaryOf(errors: FieldErrors<RegisterFormValues>) {
  return FIELD_ORDER.filter((field) => errors[field]?.message).map((field) => ({
    fieldId: registerFieldId(field),
    message: errors[field]!.message!,
  }));
}

export function RegisterForm({
  type,
  defaults,
  noticeVersion,
}: {
  type: SelfRegisteringType;
  /** Values a link fills in (a roll invitation's e-mail address). */
  defaults?: Partial<RegisterFormValues>;
  /** The privacy notice version shown beside the form, recorded with the account. */
  noticeVersion?: number;
}) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const { run, busy } = useAction(registerAccount);
  const form = useForm<RegisterFormValues>({
    defaultValues: { ...EMPTY_REGISTER_FORM, ...defaults },
    resolver: withLabels(
      zodResolver(REGISTER_FORM_SCHEMAS[type]) as Resolver<RegisterFormValues>,
      labelsOf(type),
    ),
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  });

  async function onValid(values: RegisterFormValues) {
    setFormError(null);
    const outcome = await run({ ...toRegisterRequest(type, values), notice_version: noticeVersion });
    if (!outcome) return;
    if (outcome.ok) {
      toast(outcome.value.msg);
      setPendingEmail(values.email, type);
      navigate(paths.verifyEmail);
      return;
    }
    // The server names each field it refused (e.g. the e-mail or username is taken): show them in place.
    for (const [serverField, message] of Object.entries(fieldErrorsOf(outcome.error))) {
      const field = formFieldOf(type, serverField);
      if (field) form.setError(field, { message: labelled(message, labelsOf(type)[field]) });
    }
    const shown = formErrorOf(outcome.error);
    if (shown) setFormError({ ...shown, items: summaryOf(form.formState.errors) });
  }

  function onInvalid(errors: FieldErrors<RegisterFormValues>) {
    // Spec 000 §5: a failed check says 'Invaid {usertype} form' (spelling as given).
    setFormError({ message: MESSAGES.invalidForm(type), items: summaryOf(errors) });
  }

  return (
    <>
      {/* The summary follows the fields as they are corrected (issue 9). */}
      <FormError error={formError} items={summaryOf(form.formState.errors)} />
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
        {type === 'graduate' || type === 'staff' ? (
          <PersonFields form={form} />
        ) : (
          <OrganisationFields form={form} type={type} />
        )}
        <AccountFields form={form} />
        <p className="text-sm text-muted">
          {t('Fields marked')} <span aria-hidden="true">*</span>
          <span className="sr-only">{t('as required')}</span> {t('must be filled in.')}
        </p>
        <Button type="submit" block busy={busy} busyLabel={t('Creating account…')}>
          {t('Create account')}
        </Button>
      </form>
    </>
  );
}
