import type { Profile } from '@tvet/contract';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useUploadAvatar } from '../../api/upload-avatar';
import { usePickedFile } from '../../hooks/use-picked-file';
import type { EditableRole } from '../../lib/changes';
import { UPLOAD_HINTS } from '../../lib/upload-hints';
import { UploadCard } from '../files/upload-card';

/** The profile picture, or an employer's logo (which is its picture, compressed at 0.5 rather than 0.01). */
export function PictureUpload({ role, profile }: { role: EditableRole; profile: Profile }) {
  const session = useSession();
  const isLogo = role === 'employer';
  const picked = usePickedFile('avatar', isLogo ? COMPRESSION_QUALITY.logo : COMPRESSION_QUALITY.avatar);
  const upload = useUploadAvatar(role, profile._id, session?._id ?? profile.user_id._id);
  return (
    <UploadCard
      id="settings-picture"
      label={isLogo ? t('Company logo') : t('Profile picture')}
      hint={isLogo ? UPLOAD_HINTS.logo : UPLOAD_HINTS.picture}
      picked={picked}
      current={profile.user_id.avatar}
      shape={isLogo ? 'card' : 'round'}
      buttonLabel={isLogo ? t('Upload logo') : t('Upload picture')}
      upload={(file) => upload.mutateAsync(file)}
    />
  );
}
