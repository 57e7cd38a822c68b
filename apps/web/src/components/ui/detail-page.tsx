import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
  what,
  listPath,
  children,
}: {
  query: UseQueryResult<Data, Error>;
  /** "student": names the loading panel and the page while it loads. */
  what: string;
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
          <title>{pageTitle(what.charAt(0).toUpperCase() + what.slice(1))}</title>
          <LoadingPanel label={failure ? 'Going back…' : `Loading the ${what}…`} />
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
