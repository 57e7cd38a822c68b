import { MESSAGES } from '@tvet/contract';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { t } from '@/lib/i18n/i18n';
import { useLinkedInstitutions } from '../../api/get-linked-institutions';
import { useUploadDocument } from '../../api/upload-document';
import { usePickedFile } from '../../hooks/use-picked-file';
import { UPLOAD_HINTS } from '../../lib/upload-hints';
import {
  EmploymentFields,
  MatricField,
  NinField,
  OLevelFields,
  QualificationField,
} from '../fields/person-groups';
import { FilePicker } from '../files/file-picker';
import { LinkedInstitutions } from '../institutions/linked-institutions';
import { useNotify } from '../notice';
import { type FormIssue, ProfileForm } from '../profile-form';
import { formPropsOf, type StepProps } from './step-shell';

const wizard = { variant: 'wizard', requiredMessage: MESSAGES.allFieldsMustBeFilled } as const;

/**
 * Institution: the institutions studied at and the matric number are required unless a school ID is given
 * (spec 000 §5). The school ID is compressed like a picture and uploaded before the fields are saved.
 */
export function GraduateInstitutionStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  const notify = useNotify();
  const linked = useLinkedInstitutions(profile._id);
  const upload = useUploadDocument(role, profile._id);
  const schoolId = usePickedFile('school_id', COMPRESSION_QUALITY.idCard);
  const searchId = `${idPrefix}-institutions`;
  const pickerId = `${idPrefix}-school-id`;
  const hasSchoolId = () => Boolean(schoolId.prepared || ('school_id' in profile && profile.school_id));
  // Issue 22.12: a matric number saved under "Your studies at …" is the matric number; it is not asked again.
  const matricOnLink = (linked.data ?? []).find((institution) => institution.link.matric_number)?.link
    .matric_number;

  function check(values: { matric_number: string }): FormIssue[] {
    if (hasSchoolId()) return [];
    const issues: FormIssue[] = [];
    if ((linked.data ?? []).length === 0) {
      issues.push({
        fieldId: searchId,
        message: 'Add the institution you studied at, or upload your school ID',
      });
    }
    if (!matricOnLink && !values.matric_number.trim()) {
      issues.push({
        fieldId: `${idPrefix}-matric_number`,
        message: 'Matric number is required, or upload your school ID',
      });
    }
    return issues;
  }

  return (
    <ProfileForm
      {...wizard}
      role={role}
      profile={profile}
      idPrefix={idPrefix}
      fields={['matric_number', 'highest_academic_qualification']}
      optional={['matric_number', 'highest_academic_qualification']}
      check={check}
      // The profile keeps it too: the wizard counts the step done by the profile's matric number or school ID.
      derive={(values) =>
        matricOnLink && !values.matric_number.trim() ? { matric_number: matricOnLink } : {}
      }
      beforeSave={async () => {
        if (!schoolId.prepared) return;
        notify(
          (await upload.mutateAsync({ document_type: 'school_id', document: schoolId.prepared.upload })).msg,
        );
        schoolId.clear();
      }}
      onSaved={onDone}
      onBack={onBack}
    >
      {(f) => (
        <>
          <LinkedInstitutions graduateId={profile._id} id={searchId} />
          {matricOnLink ? null : <MatricField f={f} required={!hasSchoolId()} />}
          <QualificationField f={f} />
          <div className="flex items-center gap-3 text-sm font-semibold text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-gray-200" />
            {t('or')}
            <span className="h-px flex-1 bg-gray-200" />
          </div>
          <FilePicker
            id={pickerId}
            label={t('School ID')}
            hint={`Instead of the institution and matric number. ${UPLOAD_HINTS.idImage}`}
            picked={schoolId}
            current={'school_id' in profile ? profile.school_id : null}
            shape="card"
          />
        </>
      )}
    </ProfileForm>
  );
}

export function OLevelStep(step: StepProps) {
  return (
    <ProfileForm {...wizard} {...formPropsOf(step)} fields={['o_level_type', 'o_level_sittings']}>
      {(f) => <OLevelFields f={f} />}
    </ProfileForm>
  );
}

/** NIN: required; saving it finishes the education section (spec 000 §2). */
export function NinStep(step: StepProps) {
  return (
    <ProfileForm {...wizard} {...formPropsOf(step)} fields={['nin']}>
      {(f) => <NinField f={f} />}
    </ProfileForm>
  );
}

/** Employment: employed yes/no and skills required, occupation when employed; an optional resume. */
export function EmploymentStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  const notify = useNotify();
  const upload = useUploadDocument(role, profile._id);
  const resume = usePickedFile('resume');
  return (
    <ProfileForm
      {...wizard}
      role={role}
      profile={profile}
      idPrefix={idPrefix}
      fields={['is_employed', 'current_occupation', 'skills']}
      beforeSave={async () => {
        if (!resume.prepared) return;
        notify((await upload.mutateAsync({ document_type: 'resume', document: resume.prepared.upload })).msg);
        resume.clear();
      }}
      onSaved={onDone}
      onBack={onBack}
      submitLabel={t('Save and finish')}
    >
      {(f) => (
        <>
          <EmploymentFields f={f} />
          <FilePicker
            id={`${idPrefix}-resume`}
            label={t('Resume (optional)')}
            hint={UPLOAD_HINTS.resume}
            picked={resume}
            current={'resume_id' in profile ? profile.resume_id : null}
            shape="document"
          />
        </>
      )}
    </ProfileForm>
  );
}
