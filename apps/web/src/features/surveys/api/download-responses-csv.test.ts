import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import { envelope } from '@/test/render';
import { downloadResponsesCsv } from './download-responses-csv';

const csv = (text: string) =>
  new Response(text, {
    status: 200,
    headers: {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="tracer-responses.csv"',
    },
  });

describe('downloadResponsesCsv', () => {
  beforeEach(() =>
    setSession({
      user_id: 'p',
      _id: 'a',
      token: 'old',
      refresh_token: 'r1',
      user_type: 'admin',
      email: 'admin@example.ng',
    }),
  );

  it('sends the token in a header, never in the address, and names the file as the server does', async () => {
    const fetchMock = vi.fn(async () => csv('respondent_id,name\n1,Ada\n'));
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadResponsesCsv('s1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/surveys/s1/export.csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old');
    expect(file.fileName).toBe('tracer-responses.csv');
    expect(await file.blob.text()).toBe('respondent_id,name\n1,Ada\n');
  });

  it('renews an expired token once and tries again', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh/')) return envelope(200, 'ok', { key: 'new', refresh_token: 'r2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth !== 'Bearer new') return envelope(401, 'expired token');
      return url.endsWith('.csv') ? csv('a,b\n') : envelope(200, 'ok', { docs: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadResponsesCsv('s1');
    expect(await file.blob.text()).toBe('a,b\n');
    expect(getSession()?.token).toBe('new');
  });

  it("carries the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(404, 'No survey with this id.')),
    );
    await expect(downloadResponsesCsv('nope')).rejects.toMatchObject({
      message: 'No survey with this id.',
      statusCode: 404,
    });
  });
});
