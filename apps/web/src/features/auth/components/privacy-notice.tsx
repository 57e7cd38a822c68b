import type { PrivacyNotice } from '@tvet/contract';
import { useEffect, useState } from 'react';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { getPrivacyNotice } from '../api/privacy-notice';

/**
 * The privacy notice at sign-up (NDPA 2023, issue 25), folded under one line so the form stays short on a phone.
 * Tells its parent the version shown, which the registration sends and the server records with the account.
 */
export function SignUpPrivacyNotice({ onVersion }: { onVersion: (version: number) => void }) {
  const [notice, setNotice] = useState<PrivacyNotice | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getPrivacyNotice(controller.signal)
      .then((loaded) => {
        setNotice(loaded);
        onVersion(loaded.version);
      })
      // Without it the server records its current version; the link below still leads to the page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [onVersion]);
  return (
    <details className="rounded-md border border-gray-200 p-3">
      <summary className="min-h-12 cursor-pointer content-center font-semibold">
        {t('How we use your data (privacy notice)')}
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        {notice?.text.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <p>
          <TextLink to={paths.privacy}>{t('Read the full privacy page')}</TextLink>
          {notice && (
            <span className="text-sm text-muted">
              {t('(notice version {version})', { version: notice.version })}
            </span>
          )}
        </p>
      </div>
    </details>
  );
}
