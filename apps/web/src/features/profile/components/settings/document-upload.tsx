import type { DocumentType, Profile, StoredFile } from '@tvet/contract';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { t } from '@/lib/i18n/i18n';
import { useUploadDocument } from '../../api/upload-document';
import { usePickedFile } from '../../hooks/use-picked-file';
import type { EditableRole } from '../../lib/changes';
import { UPLOAD_HINTS } from '../../lib/upload-hints';
import { UploadCard } from '../files/upload-card';

const DOCUMENTS: Record<
  DocumentType,
  { label: string; button: string; hint: string; shape: 'card' | 'document'; field: string; quality?: number }
> = {
  school_id: {
    get label() {
      return t('School ID');
    },
    get button() {
      return t('Upload school ID');
    },
    hint: UPLOAD_HINTS.idImage,
    shape: 'card',
    field: 'school_id',
    quality: COMPRESSION_QUALITY.idCard,
  },
  id_card: {
    get label() {
      return t('Staff ID card');
    },
    get button() {
      return t('Upload ID card');
    },
    hint: UPLOAD_HINTS.idImage,
    shape: 'card',
    field: 'id_card',
    quality: COMPRESSION_QUALITY.idCard,
  },
  resume: {
    get label() {
      return t('Resume');
    },
    get button() {
      return t('Upload resume');
    },
    hint: UPLOAD_HINTS.resume,
    shape: 'document',
    field: 'resume_id',
  },
  cac_document: {
    get label() {
      return t('CAC document');
    },
    get button() {
      return t('Upload CAC document');
    },
    hint: UPLOAD_HINTS.cac,
    shape: 'document',
    field: 'cac_document',
  },
};

/** One document of the profile, replaced with its own Upload button (ID images compressed like pictures). */
export function DocumentUpload({
  role,
  profile,
  type,
}: {
  role: EditableRole;
  profile: Profile;
  type: DocumentType;
}) {
  const spec = DOCUMENTS[type];
  const picked = usePickedFile(type, spec.quality);
  const upload = useUploadDocument(role, profile._id);
  const current = ((profile as unknown as Record<string, unknown>)[spec.field] as StoredFile | null) ?? null;
  return (
    <UploadCard
      id={`settings-${type}`}
      label={spec.label}
      hint={spec.hint}
      picked={picked}
      current={current}
      shape={spec.shape}
      buttonLabel={spec.button}
      upload={(document) => upload.mutateAsync({ document_type: type, document })}
    />
  );
}
