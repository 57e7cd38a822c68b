import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/render';
import { getSession, setSession } from './session';
import { uploadWithProgress } from './upload';

/** XMLHttpRequest as the upload uses it; each instance answers with the next of `FakeXhr.answers`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: { status: number; body: unknown }[] = [];
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? { status: 500, body: null };
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setSession({
    user_id: 'profile-1',
    _id: 'account-1',
    token: 'old-token',
    user_type: 'graduate',
    email: 'ada@example.ng',
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('renews an expired token through the API client (one refresh) and sends the body once more with it', async () => {
    FakeXhr.answers = [
      { status: 401, body: { status: 'Unauthorized', msg: 'expired token', payload: null } },
      { status: 201, body: { status: 'Created', msg: 'Uploaded', payload: { _id: 'media-1' } } },
    ];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh/'))
        return envelope(200, 'ok', { key: 'new-token', refresh_token: 'refresh-2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth !== 'Bearer new-token') return envelope(401, 'expired token');
      return envelope(200, 'Profile loaded successfully', {});
    });
    vi.stubGlobal('fetch', fetchMock);

    const answer = await uploadWithProgress<{ _id: string }>({
      path: '/messages/media',
      body: '{}',
      contentType: 'application/json',
    });

    expect(answer.payload).toEqual({ _id: 'media-1' });
    expect(getSession()?.token).toBe('new-token');
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/auth/refresh/'))).toHaveLength(1);
    expect(FakeXhr.sent.map((xhr) => [xhr.url, xhr.headers.Authorization])).toEqual([
      ['/api/v1/messages/media', 'Bearer old-token'],
      ['/api/v1/messages/media', 'Bearer new-token'],
    ]);
  });

  it("refuses with the server's message when the renewed token is refused too", async () => {
    FakeXhr.answers = [
      { status: 401, body: { status: 'Unauthorized', msg: 'expired token', payload: null } },
      { status: 403, body: { status: 'Forbidden', msg: 'You may not send files here.', payload: null } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, 'ok', { key: 'new-token', refresh_token: 'refresh-2' })),
    );
    await expect(
      uploadWithProgress({ path: '/messages/media', body: '{}', contentType: 'application/json' }),
    ).rejects.toMatchObject({ statusCode: 403, message: 'You may not send files here.' });
    expect(FakeXhr.sent).toHaveLength(2);
  });
});
