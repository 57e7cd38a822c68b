import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import type { PageEntry } from '../pages';

/** An honest placeholder: the page exists in the menu, its feature is still being built. */
export function ComingSoonPage({ page }: { page: NonNullable<PageEntry['soon']> }) {
  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(page.title)}</title>
      <h1 className="text-2xl font-bold">{page.title}</h1>
      <EmptyState title={t('Coming soon')}>
        <p>{page.summary}</p>
        <p className="mt-2">{t('This part of the platform is being built and will open here soon.')}</p>
      </EmptyState>
    </div>
  );
}
