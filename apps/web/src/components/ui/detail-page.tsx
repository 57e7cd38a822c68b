import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { BackButton } from './back-button';
import { LoadingPanel } from './spinner';
import { toast } from './toast';

/**
 * A student's or staff member's page: the back button, a loading panel, then the person. Spec 001 §8: a
 * failed load shows the message and goes back (to the list when the page was opened from a link).
 */
export function DetailPage<Data>({
  query,
  title,
  loading,
  listPath,
  children,
}: {
  query: UseQueryResult<Data, Error>;
  /** t('Student'): the page's title while it loads. */
  title: string;
  /** t('Loading the student…'): the loading panel's words. */
  loading: string;
  listPath: string;
  children: (data: Data) => ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const failure = query.isError ? query.error.message : null;
  useEffect(() => {
    if (!failure) return;
    toast(failure);
    if (location.key !== 'default') navigate(-1);
    else navigate(listPath, { replace: true });
  }, [failure, navigate, listPath, location.key]);

  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <BackButton fallback={listPath} />
      {query.isSuccess ? (
        children(query.data)
      ) : (
        <>
          <title>{pageTitle(title)}</title>
          <LoadingPanel label={failure ? t('Going back…') : loading} />
        </>
      )}
    </div>
  );
}

/** The person's name, picture and a line under it, at the top of the page. */
export function PersonHeader({
  title,
  children,
  aside,
}: {
  title: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center gap-4">
      {aside}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {children}
      </div>
    </header>
  );
}
