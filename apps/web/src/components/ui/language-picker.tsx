import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@tvet/contract';
import { useId, useState } from 'react';
import { chooseLanguage } from '@/lib/i18n/choose';
import { t, useLanguage } from '@/lib/i18n/i18n';

/**
 * The interface language (issue 29), on every public page's header and in Settings. Each language is named in
 * itself, so a person who cannot read the current one still finds theirs. The change applies at once.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const language = useLanguage();
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={compact ? 'sr-only text-sm text-muted sm:not-sr-only' : 'font-medium'}>
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        lang={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setFailed(false);
          chooseLanguage(next).catch(() => setFailed(true));
        }}
        className="min-h-12 rounded-lg border border-gray-300 bg-white px-3 appearance-auto"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t('That language could not load. Check your connection and try again.')}
        </p>
      )}
    </div>
  );
}
