import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_STATUS_LABELS, ROLL_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aGraduate, anOverview, aRollEntry, aRollImport } from '../test/fixtures';
import { GraduationRollPage } from './graduation-roll-page';

beforeEach(() => signInAs('institution', 'institution-1'));

/** The preview arrives after an upload and a read: give a loaded machine time (the default is 1 s). */
const SLOW = { timeout: 5000 };

/** XMLHttpRequest as the upload uses it: progress events, then the server's answer when `answer` is called. */
class FakeUpload {
  static last: FakeUpload | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  answer(status: number, msg: string, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify({ status: status < 300 ? 'ok' : 'Bad Request', msg, payload });
    this.onload?.();
  }
}

function rollServer(extra: Parameters<typeof serve>[0] = {}) {
  return serve({
    'GET /institutions/institution-1/overview': () =>
      envelope(200, ROLL_MESSAGES.overviewLoaded, anOverview()),
    'GET /institutions/institution-1/roll': () =>
      envelope(
        200,
        ROLL_MESSAGES.loaded,
        paged([
          aRollEntry(1, { date_of_birth: '2009-03-09' }),
          aRollEntry(2, { invited_at: '2025-04-01T10:00:00Z', invitation_count: 1 }),
          aRollEntry(3, { has_account: true, claim_status: 'confirmed' }),
        ]),
      ),
    'GET /institutions/institution-1/programmes': () =>
      envelope(
        200,
        'Programmes loaded',
        paged([{ _id: 'programme-1', name: 'Electrical Engineering Technology' }]),
      ),
    ...extra,
  });
}

function renderRoll(path = '/graduation-roll') {
  return renderWithData(
    <>
      <GraduationRollPage />
      <Toaster />
    </>,
    path,
  );
}

const csv = (content = 'name,matric_number\n') => new File([content], 'roll-2021.csv', { type: 'text/csv' });

describe('/graduation-roll: upload', () => {
  it('sends the file with progress, then shows the preview, then imports every row', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    let committed = false;
    const server = rollServer({
      'GET /institutions/institution-1/roll/imports/import-1': () =>
        envelope(
          200,
          ROLL_MESSAGES.importLoaded,
          aRollImport(committed ? { status: 'committed', created: 2, updated: 1, can_commit: false } : {}),
        ),
      'POST /institutions/institution-1/roll/imports/import-1/commit': () => {
        committed = true;
        return envelope(
          200,
          ROLL_MESSAGES.committed(2, 1),
          aRollImport({
            status: 'committed',
            created: 2,
            updated: 1,
            can_commit: false,
            claims_confirmed: 1,
          }),
        );
      },
    });
    const { router } = renderRoll();
    await user.upload(screen.getByLabelText('Roll file (CSV or .xlsx)'), csv('x'.repeat(2048)));
    const upload = FakeUpload.last!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/v1/institutions/institution-1/roll/imports');
    expect(upload.headers).toMatchObject({
      Authorization: 'Bearer token',
      'Content-Type': 'text/csv',
      'x-file-name': 'roll-2021.csv',
    });

    upload.progress(1024, 2048);
    // The bar shows 0 % from the start; the progress event's render may land a moment later.
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
    upload.sent();
    expect(await screen.findByText(/Checking every row/)).toBeTruthy();
    upload.answer(201, ROLL_MESSAGES.previewReady(3), aRollImport());

    expect(await screen.findByText(ROLL_MESSAGES.previewReady(3), {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toBe('?import=import-1');
    const sample = screen.getByRole('table', { name: 'The first rows of the file' });
    expect(within(sample).getByText('Amina Bello')).toBeTruthy();
    expect(within(sample).getByText('9 Mar 2001')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect((await screen.findAllByText(ROLL_MESSAGES.committed(2, 1))).length).toBeGreaterThan(0);
    expect(screen.getByText("1 graduate's claim was confirmed by this import.")).toBeTruthy();
    expect(server.requestsTo('POST /institutions/institution-1/roll/imports/import-1/commit')).toHaveLength(
      1,
    );
    // The file's first test also loads the page's modules: on a loaded machine that alone nears the default 5 s.
  }, 20_000);

  it('an upload with row errors (422) still opens its preview', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    const preview = aRollImport({
      _id: 'import-3',
      valid_rows: 2,
      invalid_rows: 1,
      error_count: 1,
      can_commit: false,
      errors: [{ row: 2, column: 'sex', message: ROLL_MESSAGES.badSex }],
    });
    rollServer({
      'GET /institutions/institution-1/roll/imports/import-3': () =>
        envelope(200, ROLL_MESSAGES.importLoaded, preview),
    });
    const { router } = renderRoll();
    await user.upload(screen.getByLabelText('Roll file (CSV or .xlsx)'), csv());
    FakeUpload.last!.answer(422, ROLL_MESSAGES.previewHasErrors(1), preview);
    expect(await screen.findByText(ROLL_MESSAGES.previewHasErrors(1), {}, SLOW)).toBeTruthy();
    expect(screen.getByText(ROLL_MESSAGES.badSex)).toBeTruthy();
    expect(router.state.location.search).toBe('?import=import-3');
  });

  it('shows that the rows are being stored while the import runs, then what it stored', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => undefined;
    rollServer({
      'GET /institutions/institution-1/roll/imports/import-1': () =>
        envelope(200, ROLL_MESSAGES.importLoaded, aRollImport()),
      'POST /institutions/institution-1/roll/imports/import-1/commit': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    renderRoll('/graduation-roll?import=import-1');
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }, SLOW));
    expect(await screen.findByText(/Storing 3 rows in one go/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Importing/ }).getAttribute('aria-disabled')).toBe('true');
    finish(
      envelope(
        200,
        ROLL_MESSAGES.committed(2, 1),
        aRollImport({ status: 'committed', created: 2, updated: 1, can_commit: false }),
      ),
    );
    expect((await screen.findAllByText(ROLL_MESSAGES.committed(2, 1))).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Storing 3 rows/)).toBeNull();
  });

  it("lists each row's errors and offers no import while any row is wrong", async () => {
    rollServer({
      'GET /institutions/institution-1/roll/imports/import-2': () =>
        envelope(
          200,
          ROLL_MESSAGES.importLoaded,
          aRollImport({
            _id: 'import-2',
            valid_rows: 1,
            invalid_rows: 2,
            error_count: 2,
            can_commit: false,
            errors: [
              { row: 3, column: 'matric_number', message: ROLL_MESSAGES.duplicateMatric(2) },
              { row: 4, column: 'programme', message: ROLL_MESSAGES.unknownProgramme('Catering') },
            ],
          }),
        ),
    });
    renderRoll('/graduation-roll?import=import-2');
    expect(await screen.findByText(ROLL_MESSAGES.previewHasErrors(2), {}, SLOW)).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getByText(ROLL_MESSAGES.duplicateMatric(2))).toBeTruthy();
    expect(within(errors).getByText(ROLL_MESSAGES.unknownProgramme('Catering'))).toBeTruthy();
    // Not the whole file: only the rows without errors, on purpose (issue 24).
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import the 1 row without errors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeTruthy();
  });

  it('sends an Excel file as .xlsx, its name encoded', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    rollServer();
    renderRoll();
    const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'Roll 2021 (ND).xlsx');
    await user.upload(screen.getByLabelText('Roll file (CSV or .xlsx)'), xlsx);
    expect(FakeUpload.last!.headers).toMatchObject({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'x-file-name': 'Roll%202021%20(ND).xlsx',
    });
    expect(FakeUpload.last!.body).toBe(xlsx);
  });

  it('refuses a file that is not CSV or XLSX before sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.last = null;
    const user = userEvent.setup({ applyAccept: false });
    rollServer();
    renderRoll();
    await user.upload(screen.getByLabelText('Roll file (CSV or .xlsx)'), new File(['%PDF'], 'roll.pdf'));
    expect(await screen.findByText(ROLL_MESSAGES.notCsvOrXlsx)).toBeTruthy();
    expect(FakeUpload.last).toBeNull();
  });

  it("shows the server's message for a file it refuses", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    rollServer();
    renderRoll();
    await user.upload(screen.getByLabelText('Roll file (CSV or .xlsx)'), csv());
    FakeUpload.last!.answer(400, ROLL_MESSAGES.duplicateColumn('email'), null);
    expect(await screen.findByText(ROLL_MESSAGES.duplicateColumn('email'))).toBeTruthy();
    expect(screen.getByLabelText('Roll file (CSV or .xlsx)')).toBeTruthy();
  });
});

describe('/graduation-roll: the roll and claims', () => {
  it('shows each row with its claim and invitation, and invites or re-invites one', async () => {
    const user = userEvent.setup();
    const server = rollServer({
      'POST /institutions/institution-1/roll/invitations': () =>
        envelope(200, ROLL_MESSAGES.invitationsSent(1), {
          sent: 1,
          already_invited: 0,
          no_email: 0,
          has_account: 0,
          remaining: 0,
        }),
    });
    renderRoll();
    const table = await screen.findByRole('table', { name: 'Your graduation roll' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Not claimed yet');
    expect(rows[1]!.textContent).toContain('Not invited');
    expect(rows[1]!.textContent).toContain('Born 9 Mar 2009');
    expect(rows[2]!.textContent).not.toContain('Born');
    expect(rows[2]!.textContent).toMatch(/Invited 1 Apr 2025/);
    expect(rows[3]!.textContent).toContain('Has an account');
    expect(within(rows[3]!).queryByRole('button')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Invite Roll Graduate 1' }));
    expect(await screen.findByText(ROLL_MESSAGES.invitationsSent(1))).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Re-invite Roll Graduate 2' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /institutions/institution-1/roll/invitations')).toHaveLength(2),
    );
    const [first, second] = server.requestsTo('POST /institutions/institution-1/roll/invitations');
    expect(first!.body).toEqual({ ids: ['roll-1'], resend: false });
    expect(second!.body).toEqual({ ids: ['roll-2'], resend: true });
  });

  it('filters the roll by programme and claim state', async () => {
    const user = userEvent.setup();
    const server = rollServer();
    renderRoll();
    await screen.findByRole('table', { name: 'Your graduation roll' });
    await user.selectOptions(await screen.findByLabelText('Programme'), 'programme-1');
    await user.selectOptions(screen.getByLabelText('Claim'), 'disputed');
    await waitFor(() =>
      expect(server.requestsTo('GET /institutions/institution-1/roll').at(-1)!.url).toBe(
        '/api/v1/institutions/institution-1/roll?page=1&programme_id=programme-1&claim_status=disputed',
      ),
    );
  });

  it('lists the claims awaiting confirmation, with Confirm and Reject', async () => {
    const user = userEvent.setup();
    const server = rollServer({
      'GET /institutions/institution-1/graduates': () =>
        envelope(200, ROLL_MESSAGES.graduatesLoaded, paged([aGraduate(4, { claim_status: 'claimed' })])),
      'PATCH /institutions/institution-1/graduates/graduate-4/claim': () =>
        envelope(200, ROLL_MESSAGES.claimRejected),
    });
    renderRoll();
    await user.click(await screen.findByRole('tab', { name: /Claims to review/ }));
    const table = await screen.findByRole('table', { name: 'Claims to review' });
    expect(within(table).getByText(CLAIM_STATUS_LABELS.claimed)).toBeTruthy();
    expect(server.requestsTo('GET /institutions/institution-1/graduates')[0]!.url).toContain(
      'claim_status=claimed',
    );
    await user.click(within(table).getByRole('button', { name: 'Reject Graduate 4' }));
    // Issue 22.22: rejecting asks for the reason the graduate is shown; nothing is sent without one.
    const dialog = await screen.findByRole('dialog', { name: "Reject Graduate 4's claim?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.requestsTo('PATCH /institutions/institution-1/graduates/graduate-4/claim')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not on our ND 2021 roll');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await screen.findByText(ROLL_MESSAGES.claimRejected)).toBeTruthy();
    expect(
      server.requestsTo('PATCH /institutions/institution-1/graduates/graduate-4/claim')[0]!.body,
    ).toEqual({
      decision: 'reject',
      reason: 'Not on our ND 2021 roll',
    });
  });
});
