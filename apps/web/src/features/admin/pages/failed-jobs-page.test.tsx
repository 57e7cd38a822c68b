import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEAD_LETTER_MESSAGES, type DeadLetterDoc } from '@tvet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { FailedJobsPage } from './failed-jobs-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

const renderPage = () =>
  renderWithData(
    <>
      <FailedJobsPage />
      <Toaster />
    </>,
    '/admin/failed-jobs',
  );

const letter = (overrides: Partial<DeadLetterDoc> = {}): DeadLetterDoc => ({
  _id: 'dead-1',
  task: 'mail-send',
  key: 'verification:ada@example.ng',
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  failedAt: '2025-09-06T10:00:00.000Z',
  tries: 8,
  ...overrides,
});

describe('Failed jobs', () => {
  it('lists each failed job with its key, error, when and tries, and the true total over pages', async () => {
    const server = serve({
      'GET /admin/dead-letters': () =>
        envelope(200, DEAD_LETTER_MESSAGES.loaded, {
          ...paged([letter(), letter({ _id: 'dead-2', key: null, error: '' })], 1, 3, 2),
          totalDocs: 5,
        }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('mail-send')).toBeTruthy();
    expect(within(first).getByText('verification:ada@example.ng')).toBeTruthy();
    expect(within(first).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(within(first).getByText('8')).toBeTruthy();
    expect(within(first).getByRole('time').getAttribute('dateTime')).toBe('2025-09-06T10:00:00.000Z');
    expect(within(second).getByText('None')).toBeTruthy();
    expect(within(second).getByText('No message')).toBeTruthy();
    expect(screen.getByText(/5 failed jobs/)).toBeTruthy();
    expect(
      new URL(server.requestsTo('GET /admin/dead-letters')[0]!.url, 'http://x').searchParams.get('page'),
    ).toBe('1');
  });

  it('retries one: the server is asked, its message shown, and the list asked again', async () => {
    const user = userEvent.setup();
    let listed = 0;
    const server = serve({
      'GET /admin/dead-letters': () => {
        listed += 1;
        return envelope(200, 'ok', paged(listed === 1 ? [letter()] : []));
      },
      'POST /admin/dead-letters/:id/retry': () => envelope(200, DEAD_LETTER_MESSAGES.retried, null),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    await user.click(within(list).getByRole('button', { name: /^Retry mail-send job/ }));
    await vi.waitFor(() =>
      expect(server.requestsTo('POST /admin/dead-letters/dead-1/retry')).toHaveLength(1),
    );
    expect(await screen.findByText(DEAD_LETTER_MESSAGES.retried)).toBeTruthy();
    expect(await screen.findByText('No job has failed. Everything queued has run.')).toBeTruthy();
  });

  it("shows the server's refusal of a retry", async () => {
    const user = userEvent.setup();
    serve({
      'GET /admin/dead-letters': () => envelope(200, 'ok', paged([letter()])),
      'POST /admin/dead-letters/:id/retry': () => envelope(404, DEAD_LETTER_MESSAGES.notFound),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    await user.click(within(list).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText(DEAD_LETTER_MESSAGES.notFound)).toBeTruthy();
  });
});
