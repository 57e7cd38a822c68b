import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/render';
import { fetchAuthedFile } from './authed-file';
import { getSession, setSession } from './session';

describe('fetchAuthedFile', () => {
  beforeEach(() =>
    setSession({
      user_id: 'profile-1',
      _id: 'account-1',
      token: 'old-token',
      user_type: 'graduate',
      email: 'ada@example.ng',
    }),
  );

  it('reads a stored file with the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response('png-bytes'));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchAuthedFile('/api/v1/files/abc');
    expect(await blob.text()).toBe('png-bytes');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/files/abc');
    expect(init.headers).toEqual({ Authorization: 'Bearer old-token' });
  });

  it('renews an expired token through the API client once, then asks again', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url.endsWith('/auth/refresh/'))
        return envelope(200, 'ok', { key: 'new-token', refresh_token: 'refresh-2' });
      if (auth !== 'Bearer new-token') return envelope(401, 'expired token');
      if (url.startsWith('/api/v1/files/')) return new Response('fresh');
      return envelope(200, 'Profile loaded successfully', {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchAuthedFile('/api/v1/files/abc');
    expect(await blob.text()).toBe('fresh');
    expect(getSession()?.token).toBe('new-token');
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/auth/refresh/'))).toHaveLength(1);
  });

  it('fails with the status when the file cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 403, statusText: 'Forbidden' })),
    );
    await expect(fetchAuthedFile('/api/v1/files/abc')).rejects.toMatchObject({ statusCode: 403 });
  });
});
