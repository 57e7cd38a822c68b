import { MESSAGES } from '@tvet/contract';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { t } from '@/lib/i18n/i18n';
import { useUploadDocument } from '../../api/upload-document';
import { usePickedFile } from '../../hooks/use-picked-file';
import { UPLOAD_HINTS } from '../../lib/upload-hints';
import {
  NinField,
  QualificationField,
  StaffCategoryField,
  StaffEmploymentFields,
} from '../fields/person-groups';
import { FilePicker } from '../files/file-picker';
import { StaffInstitutionField } from '../institutions/staff-institution-field';
import { useNotify } from '../notice';
import { ProfileForm } from '../profile-form';
import { formPropsOf, type StepProps } from './step-shell';

const wizard = { variant: 'wizard', requiredMessage: MESSAGES.allFieldsMustBeFilled } as const;

/** Institution and staff category (spec 001 §2: the two sub-steps of the staff's second section). */
export function StaffInstitutionStep(step: StepProps) {
  return (
    <ProfileForm {...wizard} {...formPropsOf(step)} fields={['institution_id', 'staff_category']}>
      {(f) => (
        <>
          <StaffInstitutionField f={f} />
          <StaffCategoryField f={f} />
        </>
      )}
    </ProfileForm>
  );
}

/** Employment information: saving the type of appointment finishes the section (spec 001 §4). */
export function StaffEmploymentStep(step: StepProps) {
  return (
    <ProfileForm
      {...wizard}
      {...formPropsOf(step)}
      fields={['current_grade_level', 'employer_category', 'mode_of_appointment', 'type_of_appointment']}
    >
      {(f) => <StaffEmploymentFields f={f} />}
    </ProfileForm>
  );
}

/** Finishing the staff wizard needs qualification, NIN and an ID card image (spec 001 §5). */
export function StaffIdentificationStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  const notify = useNotify();
  const upload = useUploadDocument(role, profile._id);
  const idCard = usePickedFile('id_card', COMPRESSION_QUALITY.idCard);
  const pickerId = `${idPrefix}-id-card`;
  const stored = 'id_card' in profile ? profile.id_card : null;
  return (
    <ProfileForm
      {...wizard}
      role={role}
      profile={profile}
      idPrefix={idPrefix}
      fields={['highest_academic_qualification', 'nin']}
      check={() =>
        idCard.prepared || stored || idCard.require()
          ? []
          : [{ fieldId: pickerId, message: MESSAGES.imageRequired }]
      }
      beforeSave={async () => {
        if (!idCard.prepared) return;
        notify(
          (await upload.mutateAsync({ document_type: 'id_card', document: idCard.prepared.upload })).msg,
        );
        idCard.clear();
      }}
      onSaved={onDone}
      onBack={onBack}
      submitLabel={t('Save and finish')}
    >
      {(f) => (
        <>
          <QualificationField f={f} />
          <NinField f={f} />
          <FilePicker
            id={pickerId}
            label={t('Staff ID card')}
            hint={UPLOAD_HINTS.idImage}
            picked={idCard}
            current={stored}
            required
            shape="card"
          />
        </>
      )}
    </ProfileForm>
  );
}
