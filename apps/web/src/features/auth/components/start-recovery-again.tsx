import { PageHeading } from '@/components/layout/public-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';

/** Shown when a recovery step is opened without the earlier steps (new tab, expired or finished). */
export function StartRecoveryAgain({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title}>
        {t('This step needs the code we e-mail you. Start the password reset again to get a new one.')}
      </PageHeading>
      <TextLink to={paths.resetPassword} className="self-start">
        {t('Start password reset')}
      </TextLink>
    </>
  );
}
