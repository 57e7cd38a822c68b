import { MESSAGES } from '@tvet/contract';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useUploadAvatar } from '../../api/upload-avatar';
import { usePickedFile } from '../../hooks/use-picked-file';
import { UPLOAD_HINTS } from '../../lib/upload-hints';
import { AddressFields } from '../fields/address-fields';
import { PersonFields } from '../fields/person-groups';
import { FilePicker } from '../files/file-picker';
import { useNotify } from '../notice';
import { ProfileForm } from '../profile-form';
import { FileStepForm, type StepProps } from './step-shell';

/** Profile picture: required (spec 000 §5), compressed at 0.01 before upload; a stored one may be kept. */
export function PictureStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  const notify = useNotify();
  const session = useSession();
  const picked = usePickedFile('avatar', COMPRESSION_QUALITY.avatar);
  const upload = useUploadAvatar(role, profile._id, session?._id ?? profile.user_id._id);
  const id = `${idPrefix}-avatar`;
  async function save() {
    if (picked.prepared) {
      notify((await upload.mutateAsync(picked.prepared.upload)).msg);
      picked.clear();
    } else if (!profile.user_id.avatar) {
      picked.require();
      return [{ fieldId: id, message: MESSAGES.imageRequired }];
    }
    onDone();
    return [];
  }
  return (
    <FileStepForm save={save} onBack={onBack}>
      <FilePicker
        id={id}
        label={t('Profile picture')}
        hint={UPLOAD_HINTS.picture}
        picked={picked}
        current={profile.user_id.avatar}
        required
        shape="round"
      />
    </FileStepForm>
  );
}

/** Profile info: gender, date of birth, nationality, state, LGA, phone, all required. */
export function PersonStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  return (
    <ProfileForm
      role={role}
      profile={profile}
      idPrefix={idPrefix}
      variant="wizard"
      requiredMessage={MESSAGES.allFieldsMustBeFilled}
      fields={['gender', 'date_of_birth', 'nationality', 'state', 'lga', 'phone']}
      onSaved={onDone}
      onBack={onBack}
    >
      {(f) => <PersonFields f={f} />}
    </ProfileForm>
  );
}

/** Contact: country, state and street address, all required; saving it finishes the personal section. */
export function ContactStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  return (
    <ProfileForm
      role={role}
      profile={profile}
      idPrefix={idPrefix}
      variant="wizard"
      requiredMessage={MESSAGES.allFieldsMustBeFilled}
      fields={['address_country', 'address_state', 'street']}
      fallback={{ address_country: 'Nigeria' }}
      onSaved={onDone}
      onBack={onBack}
    >
      {(f) => <AddressFields f={f} />}
    </ProfileForm>
  );
}
