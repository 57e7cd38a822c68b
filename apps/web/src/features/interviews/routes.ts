import { lazy } from 'react';

/* Phone follow-up's signed-in pages (issue 28), each a lazy chunk. */
export const CallsPage = lazy(() =>
  import('./pages/calls-page').then((module) => ({ default: module.CallsPage })),
);
export const CallPage = lazy(() =>
  import('./pages/call-page').then((module) => ({ default: module.CallPage })),
);
export const FollowUpPage = lazy(() =>
  import('./pages/follow-up-page').then((module) => ({ default: module.FollowUpPage })),
);
export const AdminFollowUpPage = lazy(() =>
  import('./pages/follow-up-page').then((module) => ({ default: module.AdminFollowUpPage })),
);
