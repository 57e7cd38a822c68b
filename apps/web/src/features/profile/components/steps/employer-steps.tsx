import { MESSAGES } from '@tvet/contract';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useUploadAvatar } from '../../api/upload-avatar';
import { useUploadDocument } from '../../api/upload-document';
import { usePickedFile } from '../../hooks/use-picked-file';
import { UPLOAD_HINTS } from '../../lib/upload-hints';
import { BusinessFields, OrganisationContactFields, OrganisationFacts } from '../fields/organisation-groups';
import { FilePicker } from '../files/file-picker';
import { useNotify } from '../notice';
import { type FormIssue, ProfileForm } from '../profile-form';
import { FileStepForm, formPropsOf, type StepProps } from './step-shell';

const wizard = { variant: 'wizard', requiredMessage: MESSAGES.allFieldsMustBeFilled } as const;

/** Contact information: address, phone (+234) and company website, all required (spec 001 §5). */
export function EmployerContactStep(step: StepProps) {
  return (
    <ProfileForm
      {...wizard}
      {...formPropsOf(step)}
      fields={['address_country', 'address_state', 'street', 'phone', 'website']}
      fallback={{ address_country: 'Nigeria' }}
    >
      {(f) => <OrganisationContactFields f={f} />}
    </ProfileForm>
  );
}

export function BusinessStep(step: StepProps) {
  return (
    <ProfileForm {...wizard} {...formPropsOf(step)} fields={['organization_size', 'ownership_type']}>
      {(f) => <BusinessFields f={f} />}
    </ProfileForm>
  );
}

/** Principal officer, establishment date, branches (1 unless changed) and NYSC corps members. */
export function OrganisationStep(step: StepProps) {
  return (
    <ProfileForm
      {...wizard}
      {...formPropsOf(step)}
      fields={[
        'name_of_principal_official',
        'date_of_establishment',
        'number_of_branches',
        'accepts_corp_members',
      ]}
      fallback={{ number_of_branches: '1' }}
    >
      {(f) => <OrganisationFacts f={f} />}
    </ProfileForm>
  );
}

/**
 * Logo and CAC document, both required (spec 001 §5). The logo is the employer's picture, compressed at 0.5;
 * it goes first, so the CAC document, which completes the profile, is the last thing saved.
 */
export function UploadsStep({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  const notify = useNotify();
  const session = useSession();
  const logo = usePickedFile('avatar', COMPRESSION_QUALITY.logo);
  const cac = usePickedFile('cac_document');
  const uploadLogo = useUploadAvatar(role, profile._id, session?._id ?? profile.user_id._id);
  const uploadCac = useUploadDocument(role, profile._id);
  const storedCac = 'cac_document' in profile ? profile.cac_document : null;
  const logoId = `${idPrefix}-logo`;
  const cacId = `${idPrefix}-cac`;

  async function save(): Promise<FormIssue[]> {
    const issues: FormIssue[] = [];
    if (!logo.prepared && !profile.user_id.avatar && !logo.require()) {
      issues.push({ fieldId: logoId, message: MESSAGES.imageRequired });
    }
    if (!cac.prepared && !storedCac && !cac.require()) {
      issues.push({ fieldId: cacId, message: 'Choose your CAC document (PDF)' });
    }
    if (issues.length > 0) return issues;
    if (logo.prepared) {
      notify((await uploadLogo.mutateAsync(logo.prepared.upload)).msg);
      logo.clear();
    }
    if (cac.prepared) {
      notify(
        (await uploadCac.mutateAsync({ document_type: 'cac_document', document: cac.prepared.upload })).msg,
      );
      cac.clear();
    }
    onDone();
    return [];
  }

  return (
    <FileStepForm save={save} onBack={onBack} submitLabel={t('Save and finish')}>
      <FilePicker
        id={logoId}
        label={t('Company logo')}
        hint={UPLOAD_HINTS.logo}
        picked={logo}
        current={profile.user_id.avatar}
        required
        shape="card"
      />
      <FilePicker
        id={cacId}
        label={t('CAC document')}
        hint={UPLOAD_HINTS.cac}
        picked={cac}
        current={storedCac}
        required
        shape="document"
      />
    </FileStepForm>
  );
}
