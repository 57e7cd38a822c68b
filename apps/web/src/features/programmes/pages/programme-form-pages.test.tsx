import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accreditationDates, MESSAGES, PROGRAMME_MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { formatDay } from '../lib/format';
import { aProgramme } from '../test/fixtures';
import { NewProgrammePage } from './new-programme-page';
import { ProgrammePage } from './programme-page';

beforeEach(() => signInAs('institution', 'institution-1'));

function renderPages(path: string) {
  return renderWithData(
    <>
      <Routes>
        <Route path="/new-programme" element={<NewProgrammePage />} />
        <Route path="/programmes/:programme_id" element={<ProgrammePage />} />
        <Route path="/programmes" element={<p>Programme list</p>} />
      </Routes>
      <Toaster />
    </>,
    path,
  );
}

const locked = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('/new-programme (spec 001 §2, §4, §5)', () => {
  it('needs every field: "Fields marked with * are required"', async () => {
    const user = userEvent.setup();
    const server = serve({});
    renderPages('/new-programme');
    expect(screen.getAllByText(MESSAGES.requiredMarked).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.requiredMarked)).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('a type sets grant date, expiry date and status, locked; clearing the type clears them', async () => {
    const user = userEvent.setup();
    serve({});
    renderPages('/new-programme');
    const expected = accreditationDates('interim');
    for (const label of ['Grant date', 'Expiry date', 'Status']) expect(locked(label).readOnly).toBe(true);

    await user.selectOptions(screen.getByLabelText(/^Accreditation type/), 'interim');
    expect(locked('Grant date').value).toBe(formatDay(expected.granted_date));
    expect(locked('Expiry date').value).toBe(formatDay(expected.expiry_date));
    expect(locked('Status').value).toBe('Pending');

    await user.selectOptions(screen.getByLabelText(/^Accreditation type/), '');
    for (const label of ['Grant date', 'Expiry date', 'Status']) expect(locked(label).value).toBe('');
  });

  it('submits the programme with its dates and opens it', async () => {
    const user = userEvent.setup();
    const dates = accreditationDates('full');
    const server = serve({
      'POST /programmes': () =>
        envelope(
          201,
          PROGRAMME_MESSAGES.created,
          aProgramme({ _id: 'programme-9', name: 'Mechatronics', ...dates }),
        ),
      'GET /programmes/programme-9': () =>
        envelope(
          200,
          PROGRAMME_MESSAGES.loadedOne,
          aProgramme({ _id: 'programme-9', name: 'Mechatronics', ...dates }),
        ),
    });
    const { router } = renderPages('/new-programme');
    await user.type(screen.getByLabelText(/^Programme name/), 'Mechatronics');
    await user.selectOptions(screen.getByLabelText(/^Accreditation type/), 'full');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/programmes/programme-9'));
    expect(server.requestsTo('POST /programmes')[0]!.body).toEqual({
      name: 'Mechatronics',
      accreditation_type: 'full',
      ...dates,
    });
    expect(await screen.findByText(PROGRAMME_MESSAGES.created)).toBeTruthy();
  });

  it("shows the server's message for a refused programme", async () => {
    const user = userEvent.setup();
    serve({ 'POST /programmes': () => envelope(409, PROGRAMME_MESSAGES.nameTaken) });
    renderPages('/new-programme');
    await user.type(screen.getByLabelText(/^Programme name/), 'Mechatronics');
    await user.selectOptions(screen.getByLabelText(/^Accreditation type/), 'full');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PROGRAMME_MESSAGES.nameTaken);
  });
});

describe('/programmes/:programme_id (spec 001 §4)', () => {
  it('opens read-only; Edit unlocks, Reset restores the loaded values, Update sends what changed', async () => {
    const user = userEvent.setup();
    let programme = aProgramme();
    const server = serve({
      'GET /programmes/programme-1': () => envelope(200, PROGRAMME_MESSAGES.loadedOne, programme),
      'PATCH /programmes/programme-1': (_url, init) => {
        programme = { ...programme, ...JSON.parse(String(init?.body)) };
        return envelope(200, PROGRAMME_MESSAGES.updated, programme);
      },
    });
    renderPages('/programmes/programme-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electrical Engineering Technology' }),
    ).toBeTruthy();
    const name = screen.getByLabelText(/^Programme name/) as HTMLInputElement;
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByLabelText(/^Accreditation type/).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(name.matches(':disabled')).toBe(false);
    await user.clear(name);
    await user.type(name, 'Electrical Installation');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(name.value).toBe('Electrical Engineering Technology');
    expect(name.matches(':disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(name);
    await user.type(name, 'Electrical Installation');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PROGRAMME_MESSAGES.updated)).toBeTruthy();
    expect(server.requestsTo('PATCH /programmes/programme-1')[0]!.body).toEqual({
      name: 'Electrical Installation',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Electrical Installation' })).toBeTruthy();
    expect(name.matches(':disabled')).toBe(true);
  });

  it("shows a denied programme's reason", async () => {
    const reason = 'The NBTE approval letter on file is for a different programme.';
    serve({
      'GET /programmes/programme-1': () =>
        envelope(200, PROGRAMME_MESSAGES.loadedOne, aProgramme({ status: 'denied', denial_reason: reason })),
    });
    renderPages('/programmes/programme-1');
    expect(await screen.findByText(reason, { exact: false })).toBeTruthy();
    expect(screen.getByText('Reason given:')).toBeTruthy();
  });

  it("says when another institution's or a missing programme cannot be opened", async () => {
    serve({ 'GET /programmes/nope': () => envelope(404, PROGRAMME_MESSAGES.notFound) });
    renderPages('/programmes/nope');
    const alert = (await screen.findByText(PROGRAMME_MESSAGES.notFound)).closest('[role="alert"]')!;
    expect(alert).toBeTruthy();
    expect(within(alert as HTMLElement).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
