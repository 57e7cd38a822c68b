import { MESSAGES } from '@tvet/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';

/** The router's errorElement (spec 000 §2): a failed page load or a crash while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <ErrorScreen
      title={MESSAGES.routerError}
      message={message}
      detail={error instanceof Error ? error.stack : undefined}
    />
  );
}
