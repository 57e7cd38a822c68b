import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import { envelope, serve } from '@/test/serve';
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
      user_type: 'admin',
      email: 'admin@example.ng',
    }),
  );

  it('sends the token in a header, never in the address, and names the file as the server does', async () => {
    const server = serve({ 'GET /surveys/s1/export.csv': () => csv('respondent_id,name\n1,Ada\n') });
    const file = await downloadResponsesCsv('s1');
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/surveys/s1/export.csv']);
    expect(server.requests[0]!.headers.Authorization).toBe('Bearer old');
    expect(file.fileName).toBe('tracer-responses.csv');
    expect(await file.blob.text()).toBe('respondent_id,name\n1,Ada\n');
  });

  it('renews an expired token once and tries again', async () => {
    const fresh = (init: RequestInit | undefined) =>
      (init?.headers as Record<string, string> | undefined)?.Authorization === 'Bearer new';
    serve({
      'POST /auth/refresh': () => envelope(200, 'ok', { key: 'new', refresh_token: 'r2' }),
      // The download renews the token through the API client (lib/authed-download), with a small call the
      // server answers 401 too: the signed-in administrator's own record.
      'GET /admins/p': (_url, init) =>
        fresh(init) ? envelope(200, 'ok', { _id: 'p' }) : envelope(401, 'expired token'),
      'GET /surveys/s1/export.csv': (_url, init) =>
        fresh(init) ? csv('a,b\n') : envelope(401, 'expired token'),
    });
    const file = await downloadResponsesCsv('s1');
    expect(await file.blob.text()).toBe('a,b\n');
    expect(getSession()?.token).toBe('new');
  });

  it("carries the server's refusal", async () => {
    serve({ 'GET /surveys/nope/export.csv': () => envelope(404, 'No survey with this id.') });
    await expect(downloadResponsesCsv('nope')).rejects.toMatchObject({
      message: 'No survey with this id.',
      statusCode: 404,
    });
  });
});
