import { lazy } from 'react';

/* Phones without data (issue 27): a lazy chunk of the administrators' console. */
export const PhoneChannelsPage = lazy(() =>
  import('./pages/phone-channels-page').then((m) => ({ default: m.PhoneChannelsPage })),
);
