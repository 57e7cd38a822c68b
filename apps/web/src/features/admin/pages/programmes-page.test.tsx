import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROGRAMME_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aProgramme } from '../test/fixtures';
import { ProgrammesPage } from './programmes-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

const renderPage = (path = '/admin/programmes') =>
  renderWithData(
    <>
      <ProgrammesPage />
      <Toaster />
    </>,
    path,
  );
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('Programmes: the accreditation queue', () => {
  it("lists every institution's pending programmes with the true total, and approves one", async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /programmes': () =>
        envelope(200, PROGRAMME_MESSAGES.loaded, { ...paged([aProgramme()], 1, 2), totalDocs: 23 }),
      'PATCH /programmes/programme-1': () =>
        envelope(200, PROGRAMME_MESSAGES.updated, aProgramme({ status: 'approved' })),
    });
    renderPage();
    expect(await screen.findByText('23 pending programmes')).toBeTruthy();
    expect(screen.getByText(/Yaba College of Technology · initial accreditation/)).toBeTruthy();
    expect(queryOf(server.requestsTo('GET /programmes')[0]!.url).get('status')).toBe('pending');

    await user.click(screen.getByRole('button', { name: 'Approve Welding and Fabrication' }));
    expect(await screen.findByText(PROGRAMME_MESSAGES.updated)).toBeTruthy();
    expect(server.requestsTo('PATCH /programmes/programme-1')[0]!.body).toEqual({ status: 'approved' });
    await vi.waitFor(() => expect(server.requestsTo('GET /programmes').length).toBeGreaterThan(1));
  });

  it('denies only with a reason, sent with the decision; a refusal stays in the dialog', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = serve({
      'GET /programmes': () => envelope(200, 'ok', paged([aProgramme()])),
      'PATCH /programmes/programme-1': () => {
        calls += 1;
        return calls === 1
          ? envelope(400, PROGRAMME_MESSAGES.denialReasonRequired)
          : envelope(200, PROGRAMME_MESSAGES.denied, aProgramme({ status: 'denied' }));
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deny Welding and Fabrication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny Welding and Fabrication' });
    expect(within(dialog).getByText(/e-mailed to Yaba College of Technology/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.requestsTo('PATCH /programmes/programme-1')).toHaveLength(0);

    const reason = 'The NBTE approval letter is for another programme.';
    await user.clear(within(dialog).getByLabelText(/Reason/));
    await user.type(within(dialog).getByLabelText(/Reason/), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText(PROGRAMME_MESSAGES.denialReasonRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(PROGRAMME_MESSAGES.denied)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('PATCH /programmes/programme-1').map((r) => r.body)).toEqual([
      { status: 'denied', reason },
      { status: 'denied', reason },
    ]);
  });

  it("says when nothing waits, and shows the server's msg with Try again when the queue cannot load", async () => {
    const user = userEvent.setup();
    let calls = 0;
    serve({
      'GET /programmes': () => {
        calls += 1;
        return calls === 1 ? envelope(503, 'The database is busy.') : envelope(200, 'ok', paged([]));
      },
    });
    renderPage();
    expect(await screen.findByText('The database is busy.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No programme waiting' })).toBeTruthy();
  });
});
