import { lazy } from 'react';

/* Settings > "Privacy and data": the archive and the erasure (issue 25), a lazy chunk of their own. */
export const DataRightsSection = lazy(() =>
  import('./components/data-rights-section').then((module) => ({ default: module.DataRightsSection })),
);
