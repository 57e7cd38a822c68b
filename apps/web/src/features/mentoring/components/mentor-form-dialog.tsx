import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminMentor,
  type CreateMentor,
  createMentorSchema,
  INDUSTRY_TYPES,
  MENTOR_TYPE_LABELS,
  MENTOR_TYPES,
  MENTORING_MESSAGES,
} from '@tvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { formErrorOf } from '@/lib/show-error';
import { createMentor, updateMentor, useMentorAction } from '../api/admin-mentors';
import '@/lib/zod';
import { withLabels } from '@/lib/field-messages';
import { t, tx } from '@/lib/i18n/i18n';

const TYPE_OPTIONS = MENTOR_TYPES.map((type) => ({
  value: type,
  get label() {
    return tx(MENTOR_TYPE_LABELS[type]);
  },
}));
const INDUSTRY_OPTIONS = asOptions(INDUSTRY_TYPES);

function valuesOf(mentor: AdminMentor | null): CreateMentor {
  return {
    name: mentor?.user_id.name ?? '',
    email: mentor?.user_id.email ?? '',
    mentor_type: mentor?.mentor_type ?? ('' as CreateMentor['mentor_type']),
    area_of_specialization: mentor?.area_of_specialization ?? '',
    industry_type: (mentor?.industry_type ?? '') as CreateMentor['industry_type'],
  };
}

/**
 * Create a mentor (the invitation to set a password is mailed: an administrator never chooses one) or edit one.
 * An edit sends only the fields that changed; the e-mail is locked once the mentor has set a password.
 */
export function MentorFormDialog({
  open,
  onOpenChange,
  mentor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The mentor to edit; null to create one. */
  mentor: AdminMentor | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mentor ? t('Edit {name}', { name: mentor.user_id.name }) : t('Add a mentor')}
      description={
        mentor
          ? t('Change what graduates read about this mentor.')
          : t(
              'The mentor receives an e-mail with a link to choose a username and password. The link works once.',
            )
      }
    >
      {/* Mounted per opening, so the fields start from the mentor as it is now. */}
      {open && <MentorForm mentor={mentor} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function MentorForm({ mentor, onDone }: { mentor: AdminMentor | null; onDone: () => void }) {
  const create = useMentorAction(createMentor);
  const update = useMentorAction(updateMentor);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<CreateMentor>({
    defaultValues: valuesOf(mentor),
    resolver: withLabels(zodResolver(createMentorSchema)),
  });
  const { errors, dirtyFields, isSubmitting } = form.formState;
  const emailLocked = Boolean(mentor?.joinedAt);

  async function submit(values: CreateMentor) {
    setFormError(null);
    try {
      if (mentor) {
        const changed = Object.fromEntries(
          Object.entries(values).filter(([name]) => dirtyFields[name as keyof CreateMentor]),
        );
        if (Object.keys(changed).length === 0) {
          onDone();
          return;
        }
        toast((await update.mutateAsync({ id: mentor._id, body: changed })).msg);
      } else {
        toast((await create.mutateAsync(values)).msg);
      }
      onDone();
    } catch (error) {
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <FormError error={formError} />
      <TextField label={t('Name')} required error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('E-mail address')}
        type="email"
        required
        autoCapitalize="none"
        readOnly={emailLocked}
        hint={emailLocked ? MENTORING_MESSAGES.emailLocked : undefined}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        label={t('Mentor type')}
        required
        placeholder={t('Choose…')}
        options={TYPE_OPTIONS}
        error={errors.mentor_type?.message}
        {...form.register('mentor_type')}
      />
      <TextField
        label={t('Area of specialization')}
        required
        error={errors.area_of_specialization?.message}
        {...form.register('area_of_specialization')}
      />
      <SelectField
        label={t('Industry')}
        required
        placeholder={t('Choose…')}
        options={INDUSTRY_OPTIONS}
        error={errors.industry_type?.message}
        {...form.register('industry_type')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel={mentor ? t('Saving…') : t('Sending…')}>
          {mentor ? t('Save changes') : t('Create and send invitation')}
        </Button>
      </div>
    </form>
  );
}
