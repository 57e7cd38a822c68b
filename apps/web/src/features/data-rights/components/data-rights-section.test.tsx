import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_RIGHTS_MESSAGES, type DataExport, ERASED_ITEMS, KEPT_ITEMS } from '@tvet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingSkips } from '@/test/heading-order';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { DataRightsSection } from './data-rights-section';

const archive = (status: DataExport['status'], extra: Partial<DataExport> = {}): DataExport => ({
  _id: 'export-1',
  status,
  createdAt: '2026-11-27T06:00:00.000Z',
  readyAt: status === 'ready' ? '2026-11-27T06:01:00.000Z' : null,
  expires_at: status === 'ready' ? '2026-11-30T06:01:00.000Z' : null,
  download_url: status === 'ready' ? '/api/v1/me/exports/export-1/download' : null,
  size: status === 'ready' ? 48_000 : null,
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(forgetDevice = vi.fn(async () => {})) {
  signInAs('graduate');
  const view = renderWithData(<DataRightsSection forgetDevice={forgetDevice} />, '/settings');
  return { ...view, forgetDevice };
}

describe('Download my data', () => {
  it('starts an archive, shows it being prepared, then the download with its expiry, fetched with the session', async () => {
    let latest: DataExport | null = null;
    const server = serve({
      'GET /me/exports/latest': () => envelope(200, 'Archive status loaded', latest),
      'POST /me/exports': () => {
        latest = archive('preparing');
        return envelope(202, DATA_RIGHTS_MESSAGES.exportStarted, { _id: 'export-1' });
      },
      'GET /me/exports/export-1/download': () =>
        new Response('PK zip bytes', {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="my-tvet-data-2026-11-27.zip"',
          },
        }),
    });
    const saved = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText(/Preparing your archive/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prepare my archive' })).toBeNull();
    latest = archive('ready');
    const download = await screen.findByRole('button', { name: 'Download my archive' }, { timeout: 5000 });
    const status = screen.getByRole('status');
    expect(within(status).getByText(/Your archive is ready \(47 KB\)/)).toBeTruthy();
    expect(status.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T06:01:00.000Z');
    await userEvent.click(download);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [call] = server.requestsTo('GET /me/exports/export-1/download');
    expect(call.headers.Authorization).toBe('Bearer token');
  });

  it('says why when an archive cannot start (one is already being prepared) and when the link has expired', async () => {
    serve({
      'GET /me/exports/latest': () => envelope(200, 'ok', archive('expired')),
      'POST /me/exports': () => envelope(409, DATA_RIGHTS_MESSAGES.exportRunning),
    });
    renderSection();
    expect(await screen.findByText(/Your last archive: expired/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.exportRunning)).toBeTruthy();
  });
});

describe('Delete my account', () => {
  it("says what is erased and what is kept, under headings that follow the Settings tab's own (h2)", async () => {
    serve({ 'GET /me/exports/latest': () => envelope(200, 'ok', null) });
    signInAs('graduate');
    renderWithData(
      <main>
        <h1>Settings</h1>
        <h2>Privacy and data</h2>
        <DataRightsSection forgetDevice={vi.fn(async () => {})} />
      </main>,
    );
    for (const item of [...ERASED_ITEMS, ...KEPT_ITEMS]) expect(screen.getByText(item)).toBeTruthy();
    expect(headingSkips()).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Delete my account' })).toBeTruthy();
  });

  it('asks for the password; a wrong one is named at the field and nothing is forgotten', async () => {
    const server = serve({
      'GET /me/exports/latest': () => envelope(200, 'ok', null),
      'POST /me/erasure': () =>
        envelope(400, DATA_RIGHTS_MESSAGES.wrongPassword, {
          fields: { password: DATA_RIGHTS_MESSAGES.wrongPassword },
        }),
    });
    const { forgetDevice, router } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(server.requestsTo('POST /me/erasure')).toHaveLength(0);
    expect(within(dialog).getAllByText(/Type your password/).length).toBeGreaterThan(0);
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect((await within(dialog).findAllByText(DATA_RIGHTS_MESSAGES.wrongPassword)).length).toBeGreaterThan(
      0,
    );
    expect(server.requestsTo('POST /me/erasure')[0].body).toEqual({ password: 'wrong-one' });
    expect(forgetDevice).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('with the right password: forgets this device and goes to the sign-in page', async () => {
    serve({
      'GET /me/exports/latest': () => envelope(200, 'ok', null),
      'POST /me/erasure': () =>
        envelope(200, DATA_RIGHTS_MESSAGES.erased, {
          erasedAt: '2026-11-27T07:00:00.000Z',
          erased: [],
          kept: [],
        }),
    });
    const { forgetDevice, router } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'Demo-Pass-2023');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(forgetDevice).toHaveBeenCalledWith('account-1');
  });

  it('an institution is told why it cannot delete its own account, with no button to try', () => {
    serve({ 'GET /me/exports/latest': () => envelope(200, 'ok', null) });
    signInAs('institution');
    renderWithData(<DataRightsSection forgetDevice={vi.fn(async () => {})} />);
    expect(screen.getByText(DATA_RIGHTS_MESSAGES.institutionNotErasable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).toBeNull();
  });
});
