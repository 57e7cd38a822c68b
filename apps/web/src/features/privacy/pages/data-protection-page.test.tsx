import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Breach, SubjectRequest } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { renderWithData } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { DataProtectionPage } from './data-protection-page';

const HOUR = 3_600_000;
const paged = <T,>(docs: T[], totalDocs: number) => ({
  docs,
  totalDocs,
  totalPages: Math.ceil(totalDocs / 20),
  page: 1,
  limit: 20,
  nextPage: totalDocs > 20 ? 2 : null,
  prevPage: null,
  hasNextPage: totalDocs > 20,
  hasPrevPage: false,
  pagingCounter: 1,
});
const breach = (overrides: Partial<Breach>): Breach => ({
  _id: 'b1',
  title: 'Roll file e-mailed to the wrong address',
  description: 'A roll file went to a wrong address.',
  aware_at: new Date(Date.now() - 80 * HOUR).toISOString(),
  data_kinds: ['names'],
  people_affected: 140,
  institutions: [],
  ndpc_due_at: new Date(Date.now() - 8 * HOUR - 60_000).toISOString(),
  ndpc_notified_at: null,
  overdue: true,
  subjects_must_be_told: true,
  affected_accounts: 3,
  notices_queued: 0,
  notices_stopped_at: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

describe('DataProtectionPage (/admin/data-protection)', () => {
  it("shows each breach's 72-hour clock and the true total; queues the notices of the affected people", async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /admin/breaches': () =>
        envelope(
          200,
          'ok',
          paged(
            [
              breach({}),
              breach({
                _id: 'b2',
                title: 'Lost laptop',
                overdue: false,
                ndpc_notified_at: new Date().toISOString(),
              }),
            ],
            41,
          ),
        ),
      'POST /admin/breaches/:id/notify': () =>
        envelope(200, 'Notices queued successfully for 3 affected people.', breach({ notices_queued: 3 })),
    });
    renderWithData(<DataProtectionPage />);
    const card = (
      await screen.findByRole('heading', { name: 'Roll file e-mailed to the wrong address' })
    ).closest('div.flex-col') as HTMLElement;
    expect(within(card).getByText('Commission notice overdue by 8 hours')).toBeTruthy();
    expect(screen.getByText(/^Commission told \d/)).toBeTruthy();
    expect(screen.getByText('41 breaches recorded')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breach pages' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Notify affected people' }));
    await waitFor(() => expect(server.requestsTo('POST /admin/breaches/b1/notify')).toHaveLength(1));
  });

  it("shows a request's 30-day clock and changes its status", async () => {
    const user = userEvent.setup();
    const request: SubjectRequest = {
      _id: 'r1',
      name: 'Musa Danjuma',
      contact: '+2348030000001',
      kind: 'objection',
      details: 'Please stop contacting me.',
      status: 'open',
      source: 'public_form',
      institution: null,
      due_at: new Date(Date.now() - 2 * 24 * HOUR - 60_000).toISOString(),
      overdue: true,
      createdAt: new Date(Date.now() - 32 * 24 * HOUR).toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const server = serve({
      'GET /admin/breaches': () => envelope(200, 'ok', paged([], 0)),
      'GET /admin/privacy/requests': () => envelope(200, 'ok', paged([request], 1)),
      'PATCH /admin/privacy/requests/:id': () =>
        envelope(200, 'Request updated.', { ...request, status: 'done' }),
    });
    renderWithData(<DataProtectionPage />);
    await user.click(await screen.findByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('Answer overdue by 2 days')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'done');
    await waitFor(() => expect(server.requestsTo('PATCH /admin/privacy/requests/r1')).toHaveLength(1));
    expect(server.requestsTo('PATCH /admin/privacy/requests/r1')[0]!.body).toEqual({ status: 'done' });
  });
});
