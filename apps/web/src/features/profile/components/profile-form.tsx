import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@tvet/contract';
import { type ReactNode, useState } from 'react';
import {
  type FieldErrors,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { labelled, withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { fieldErrorsOf } from '@/lib/show-error';
import { useUpdateProfile } from '../api/update-profile';
import { changesOf, type EditableRole } from '../lib/changes';
import { labelOf } from '../lib/field-labels';
import { formSchema } from '../lib/form-schema';
import {
  bodyFrom,
  type FormField,
  formFieldsOf,
  type ProfileFormValues,
  valuesFromProfile,
} from '../lib/form-values';
import { shake } from '../lib/shake';
import { failureOf, useNotify } from './notice';

const withFallback = (values: ProfileFormValues, fallback: Partial<ProfileFormValues> = {}) => {
  const merged = { ...values };
  for (const [field, value] of Object.entries(fallback) as [FormField, string][]) {
    if (!merged[field]) merged[field] = value;
  }
  return merged;
};

export type FormIssue = { fieldId: string; message: string };

/** What a field group needs to draw its inputs: ids, labels, errors and react-hook-form's handlers. */
export interface FieldApi {
  form: UseFormReturn<ProfileFormValues>;
  role: EditableRole;
  profile: Profile;
  idOf: (field: FormField) => string;
  bind: (
    field: FormField,
    options?: RegisterOptions<ProfileFormValues, FormField>,
  ) => ReturnType<UseFormReturn<ProfileFormValues>['register']> & {
    id: string;
    label: string;
    required: boolean;
    error?: string;
  };
}

interface ProfileFormProps {
  role: EditableRole;
  profile: Profile;
  /** The inputs this form edits and sends; each is required unless listed in `optional`. */
  fields: readonly FormField[];
  optional?: readonly FormField[];
  /** The spec's sentence when something required is blank ('all fields must be filled' and the like). */
  requiredMessage: string;
  idPrefix: string;
  /** A wizard step always offers its button; a settings tab shows 'Update info' only once something changed. */
  variant: 'wizard' | 'settings';
  /** Checks that need more than the inputs (a chosen file, linked institutions); issues stop the save. */
  check?: (values: ProfileFormValues) => FormIssue[];
  /** Values taken from elsewhere rather than typed (the matric number saved with an institution). */
  derive?: (values: ProfileFormValues) => Partial<ProfileFormValues>;
  /** Uploads that go before the fields are saved (they toast their own message); throwing stops the save. */
  beforeSave?: (values: ProfileFormValues) => Promise<void>;
  onSaved?: (profile: Profile) => void;
  onBack?: () => void;
  submitLabel?: string;
  /** Starting values for fields nothing is stored in yet (e.g. one branch, spec 001 §9). */
  fallback?: Partial<ProfileFormValues>;
  children: (api: FieldApi) => ReactNode;
}

/**
 * One profile form: validates with the contract's rules, lists the problems above the form (each linking to its
 * field), sends only the changed fields, shows the server's message, and marks the fields the server refused.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { role, profile, fields, optional = [], requiredMessage, idPrefix, variant } = props;
  const session = useSession();
  const notify = useNotify();
  const mutation = useUpdateProfile(role, session?.user_id ?? profile._id);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  /** The summary lists the form's own field errors, which it then follows as fields are fixed (issue 9). */
  const [summaryFollowsFields, setSummaryFollowsFields] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<ProfileFormValues>({
    defaultValues: withFallback(valuesFromProfile(profile), props.fallback),
    // raw: the rules only judge; the form keeps its text values, which bodyFrom() turns into the API's shapes.
    // The contract's messages name API fields ('nin must be…'); the form says the label (issue 9).
    resolver: withLabels(
      zodResolver(formSchema(role, fields, optional), undefined, {
        raw: true,
      }) as unknown as Resolver<ProfileFormValues>,
      Object.fromEntries(fields.map((field) => [field, labelOf(field, role)])),
    ),
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  });
  const idOf = (field: FormField) => `${idPrefix}-${field}`;
  const issuesOf = (found: FieldErrors<ProfileFormValues>): FormIssue[] =>
    fields
      .filter((field) => found[field]?.message)
      .map((field) => ({ fieldId: idOf(field), message: found[field]!.message! }));

  function showIssues(issues: FormIssue[], blank: boolean) {
    setFormError({ message: blank ? requiredMessage : issues[0]!.message, items: issues });
    shake(issues.map((issue) => issue.fieldId));
  }

  function onInvalid(found: FieldErrors<ProfileFormValues>) {
    const values = form.getValues();
    const blank = fields.some((field) => found[field] && values[field].trim() === '');
    showIssues(issuesOf(found), blank);
    setSummaryFollowsFields(true);
  }

  /** Server field names (address, number_of_staff…) back to the inputs that hold them. */
  function markServerFields(serverFields: Record<string, string>) {
    for (const [name, message] of Object.entries(serverFields)) {
      const field = formFieldsOf(name.split('.')[0]!).find((candidate) => fields.includes(candidate));
      if (field) form.setError(field, { message: labelled(message, labelOf(field, role)) });
    }
  }

  async function onValid(typed: ProfileFormValues) {
    const values = { ...typed, ...props.derive?.(typed) };
    setFormError(null);
    setSummaryFollowsFields(false);
    const extra = props.check?.(values) ?? [];
    if (extra.length > 0) return showIssues(extra, true);
    const changes = changesOf(role, profile, bodyFrom(values, fields));
    if (!changes.ok) {
      markServerFields(changes.fields);
      return showIssues(issuesOf(form.formState.errors), false);
    }
    setBusy(true);
    try {
      await props.beforeSave?.(values);
      let saved = profile;
      if (Object.keys(changes.body).length > 0) {
        const answer = await mutation.mutateAsync(changes.body);
        notify(answer.msg);
        saved = answer.payload;
      }
      // The saved values become the form's starting point, so 'Update info' hides until the next change.
      form.reset(valuesFromProfile(saved));
      props.onSaved?.(saved);
    } catch (error) {
      markServerFields(fieldErrorsOf(error));
      const shown = failureOf(error, notify);
      if (shown) setFormError({ ...shown, items: issuesOf(form.formState.errors) });
    } finally {
      setBusy(false);
    }
  }

  const errors = form.formState.errors;
  const api: FieldApi = {
    form,
    role,
    profile,
    idOf,
    bind: (field, options) => ({
      id: idOf(field),
      label: labelOf(field, role),
      required: !optional.includes(field),
      error: errors[field]?.message,
      ...form.register(field, options),
    }),
  };
  const showSubmit = variant === 'wizard' || form.formState.isDirty;

  return (
    <div className="flex flex-col gap-4">
      <FormError error={formError} items={summaryFollowsFields ? issuesOf(errors) : undefined} />
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
        {props.children(api)}
        <p className="text-sm text-muted">
          {t('Fields marked')} <span aria-hidden="true">*</span>
          <span className="sr-only">{t('as required')}</span> {t('must be filled in.')}
        </p>
        {/* Keeps its height while the settings button is hidden, so nothing jumps when it appears. */}
        <div className="flex min-h-12 flex-wrap items-center gap-3">
          {props.onBack && (
            <Button variant="secondary" onClick={props.onBack}>
              {t('Back')}
            </Button>
          )}
          {showSubmit && (
            <Button type="submit" busy={busy} busyLabel={t('Saving…')}>
              {props.submitLabel ?? (variant === 'wizard' ? t('Save and continue') : t('Update info'))}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
