import { MESSAGES } from '@tvet/contract';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';

/** Any unknown path (spec 000 §2): titled '404 Error', with a way back home. Sits inside a <main>. */
export function NotFoundPage({ homeHref = paths.home }: { homeHref?: string }) {
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{pageTitle(MESSAGES.notFoundTitle)}</title>
      {/* brand-700 on the page background: 4.5:1 or better (brand-200 was 1.5:1, issue 9). */}
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{tx(MESSAGES.notFoundTitle)}</h1>
      <p className="text-muted">
        {t('We could not find this page. The address may be mistyped, or the page has moved.')}
      </p>
      <Link
        to={homeHref}
        className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('Back to home')}
      </Link>
    </div>
  );
}
