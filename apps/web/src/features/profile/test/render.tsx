import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@tvet/contract';
import type { ReactElement } from 'react';
import { Toaster } from '@/components/ui/toast';
import { setSession } from '@/lib/session';
import { profileQueryOptions } from '@/lib/shared-reads';
import { renderWithRouter } from '@/test/render';

/** Signs `profile`'s owner in, puts the profile in a fresh cache and renders `element` with a router and toasts. */
export function renderSignedIn(profile: Profile, element: ReactElement, path = '/') {
  setSession({
    user_id: profile._id,
    _id: profile.user_id._id,
    token: 'token',
    user_type: profile.user_type,
    email: profile.user_id.email,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(profileQueryOptions(profile.user_type, profile._id).queryKey, profile);
  const view = renderWithRouter(
    <QueryClientProvider client={client}>
      {element}
      <Toaster />
    </QueryClientProvider>,
    path,
  );
  return { client, ...view };
}
