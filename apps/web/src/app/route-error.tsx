import { ROUTER_ERROR_TITLE } from '@tvet/contract';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorScreen } from '@/components/ui/error-screen';
import { t } from '@/lib/i18n/i18n';
import { isChunkLoadError } from '@/lib/retry-import';
import { pageTitle } from '@/lib/title';

const CHUNK_TITLE = 'This page could not load';

/**
 * The app's error screen (spec 000 §2): a failed page load or a crash while rendering. A page whose code could
 * not be downloaded (weak signal; it was already asked for again, see lib/retry-import.ts) is a connection
 * problem, said as one, with Retry (issue 9), rather than 'Failed to fetch dynamically imported module…'.
 * The title is MESSAGES.routerError, imported on its own so the messages table stays out of the first load.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorScreen
      title={ROUTER_ERROR_TITLE}
      message={message}
      detail={error instanceof Error ? error.stack : undefined}
    />
  );
}

function ChunkLoadFailure() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 p-6">
      <title>{pageTitle(t(CHUNK_TITLE))}</title>
      <h1 className="text-2xl font-bold">{t(CHUNK_TITLE)}</h1>
      <p className="text-lg">
        {t('You seem to be offline, or the signal is weak. Check your internet connection, then try again.')}
      </p>
      {/* Loading the page afresh asks for every part of it again. */}
      <Button onClick={() => window.location.reload()}>{t('Retry')}</Button>
    </main>
  );
}

interface BoundaryProps {
  /** The page's address: going to another page clears the error, as the back button should. */
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  pathname: string;
  /** Boxed, so that even `throw undefined` counts as a failure. */
  failure: { error: unknown } | null;
}

/**
 * What the data router's errorElement did, in declarative mode: catches what a page throws while it loads (a
 * lazy page's chunk that never came) or renders, and shows RouteError in its place. React offers error
 * boundaries only as class components.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { pathname: this.props.pathname, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}
