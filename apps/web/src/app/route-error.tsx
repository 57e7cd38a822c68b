import { ROUTER_ERROR_TITLE } from '@tvet/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorScreen } from '@/components/ui/error-screen';
import { isChunkLoadError } from '@/lib/retry-import';
import { pageTitle } from '@/lib/title';

const CHUNK_TITLE = 'This page could not load';

/**
 * The router's errorElement (spec 000 §2): a failed page load or a crash while rendering. A page whose code could
 * not be downloaded (weak signal; it was already asked for again, see lib/retry-import.ts) is a connection
 * problem, said as one, with Retry (issue 9), rather than 'Failed to fetch dynamically imported module…'.
 * The title is MESSAGES.routerError, imported on its own so the messages table stays out of the first load.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
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
      <title>{pageTitle(CHUNK_TITLE)}</title>
      <h1 className="text-2xl font-bold">{CHUNK_TITLE}</h1>
      <p className="text-lg">
        You seem to be offline, or the signal is weak. Check your internet connection, then try again.
      </p>
      {/* Loading the page afresh asks for every part of it again. */}
      <Button onClick={() => window.location.reload()}>Retry</Button>
    </main>
  );
}
