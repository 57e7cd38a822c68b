import { PageHeading } from '@/components/layout/public-layout';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { withReturn } from '@/lib/return-to';

/**
 * The end of a public flow (e-mail verified, password reset): what happened, and a Sign in button, which keeps
 * the page the person was going to (`returnTo`).
 */
export function SuccessPanel({
  title,
  children,
  returnTo,
}: {
  title: string;
  children: string;
  returnTo?: string | null;
}) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <svg viewBox="0 0 48 48" className="size-16 text-brand-600" aria-hidden="true" fill="none">
        <circle cx="24" cy="24" r="21" stroke="currentColor" strokeWidth="4" />
        <path
          d="m14 25 7 7 13-15"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <PageHeading title={title}>{children}</PageHeading>
      <Link
        to={withReturn(paths.login, returnTo)}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('Sign in')}
      </Link>
    </div>
  );
}
