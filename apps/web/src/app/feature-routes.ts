import type { UserType } from '@tvet/contract';
import type { ReactNode } from 'react';
import type { AppPath } from '@/config/paths';

/**
 * A feature's signed-in pages: for a path, the element to show for a role, or null when that role has no page
 * there yet (the shell then shows the "coming soon" panel). Each feature exports one of these from its own
 * `routes.tsx`, with its pages loaded lazily; `app/shell/role-pages.tsx` merges them.
 */
export type FeatureRoutes = Partial<Record<AppPath, (role: UserType) => ReactNode | null>>;
