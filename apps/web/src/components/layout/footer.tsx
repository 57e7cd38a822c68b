import { COPYRIGHT_YEAR } from '@tvet/contract';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { APP_NAME } from '@/lib/title';

export function Footer() {
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-4 px-4 py-6 text-center text-sm text-muted">
      <span>
        © {COPYRIGHT_YEAR} {APP_NAME}
      </span>
      <Link to={paths.privacy} className="inline-flex min-h-12 items-center underline">
        {t('Privacy')}
      </Link>
    </footer>
  );
}
