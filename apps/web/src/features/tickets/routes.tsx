import { lazy } from 'react';

/* /tickets (every role) and the administrators' support desk: lazy chunks of their own. */
export const TicketsPage = lazy(() =>
  import('./pages/tickets-page').then((module) => ({ default: module.TicketsPage })),
);
export const SupportDeskPage = lazy(() =>
  import('./pages/support-desk-page').then((module) => ({ default: module.SupportDeskPage })),
);
