import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { profileQueryOptions } from '@/lib/shared-reads';
import { ADDRESS, profileOf } from '../test/profiles';
import { renderSignedIn } from '../test/render';
import { GetStartedPage } from './get-started-page';

const EMPLOYER = 'employer' as const;

describe('finishing /get-started (issue 9: links keep their target)', () => {
  it('opens the page that was asked for before the wizard', async () => {
    const unfinished = profileOf('employer', {}, { address: ADDRESS });
    const { client, router } = renderSignedIn(
      unfinished,
      <GetStartedPage role={EMPLOYER} />,
      '/get-started?next=%2Fjob-post%3Fjob%3Djob-7',
    );
    act(() => {
      client.setQueryData(profileQueryOptions(unfinished.user_type, unfinished._id).queryKey, {
        ...unfinished,
        is_profile_complete: true,
      });
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/job-post?job=job-7'),
    );
  });

  it('goes home when the target is not a page of this site', async () => {
    const unfinished = profileOf('employer', {}, { address: ADDRESS });
    const { client, router } = renderSignedIn(
      unfinished,
      <GetStartedPage role={EMPLOYER} />,
      '/get-started?next=https%3A%2F%2Fevil.example',
    );
    act(() => {
      client.setQueryData(profileQueryOptions(unfinished.user_type, unfinished._id).queryKey, {
        ...unfinished,
        is_profile_complete: true,
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });
});
