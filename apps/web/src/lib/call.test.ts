import { fillPath, healthOperations, jobOperations, ticketOperations } from '@tvet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, serve } from '@/test/serve';
import { call, urlOf } from './call';
import { clearSession, setSession } from './session';

afterEach(() => clearSession());

describe('call(op): one way to call an operation (decision 0033)', () => {
  it("fills the operation's :params, encoded, and writes its query without empty values", () => {
    expect(fillPath('/v1/jobs/:jobId/applications/:applicantId', { jobId: 'a b', applicantId: 'x/y' })).toBe(
      '/v1/jobs/a%20b/applications/x%2Fy',
    );
    expect(() => fillPath('/v1/tickets/:id', {})).toThrow(':id');
    const url = urlOf(jobOperations.feed, {
      params: { id: 'graduate-1' },
      query: { page: 2, limit: undefined, state: '', q: 'weld' },
    });
    expect(url).toBe('/api/v1/graduates/graduate-1/jobfeed?page=2&q=weld');
    expect(urlOf(healthOperations.health)).toBe('/api/health');
  });

  it("sends the operation's method, path and body through the API client, with the token", async () => {
    setSession({
      user_id: 'p-1',
      _id: 'account-1',
      token: 'token-1',
      user_type: 'graduate',
      email: 'a@b.ng',
    });
    const server = serve({
      'POST /tickets/ticket-1/messages': () => envelope(201, 'Message sent', { _id: 'message-1' }),
    });
    const body = { created_by: 'account-1', text: 'Hello' };
    const answer = await call(ticketOperations.reply, { params: { id: 'ticket-1' }, body });
    expect(answer.msg).toBe('Message sent');
    const [sent] = server.requestsTo('POST /tickets/ticket-1/messages');
    expect(sent?.url).toBe('/api/v1/tickets/ticket-1/messages');
    expect(sent?.body).toEqual(body);
    expect(sent?.headers.Authorization).toBe('Bearer token-1');
  });
});
