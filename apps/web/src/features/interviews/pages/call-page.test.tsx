import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallCaseDetail } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { CallPage } from './call-page';

beforeEach(() => signInAs('staff', 'staff-1'));

const CASE = 'GET /calls/case-1';
const OUTCOME = 'POST /calls/case-1/outcome';

const detail = (): CallCaseDetail => ({
  case_id: 'case-1',
  name: 'Amaka Obi',
  phone: '+2348031110001',
  programme: 'Welding',
  cohort: 2023,
  study_title: 'National graduate tracer',
  disposition: 'contacted',
  best_time: 'Evenings after 6',
  callback_at: null,
  attempts: 2,
  last_attempts: [
    { outcome: 'busy', reason: null, callback_at: null, createdAt: '2026-11-26T09:00:00.000Z' },
  ],
  questionnaire: {
    _id: 'survey-1',
    title: 'Tracer',
    text: '',
    sections: [
      {
        _id: 's1',
        title: 'Work',
        questions: [
          {
            _id: 'q1',
            text: 'What do you do now?',
            type: 'multiple_choice',
            required: true,
            options: [{ _id: 'o1', text: 'Working for a wage' }],
          },
        ],
      },
    ],
  },
  answered: [],
});

function renderCall(path = '/calls/case-1') {
  return renderWithData(
    <>
      <Routes>
        <Route path="/calls/:id" element={<CallPage />} />
        <Route path="/calls" element={<h1>Call list</h1>} />
      </Routes>
      <Toaster />
    </>,
    path,
  );
}

describe('/calls/{id} (issue 28)', () => {
  it('shows the number to tap, the best time and earlier attempts, and records a no-answer against the attempt seen', async () => {
    const server = serve({
      [CASE]: () => envelope(200, 'Case loaded', detail()),
      [OUTCOME]: () => envelope(200, 'Call recorded successfully', { disposition: 'contacted', attempts: 3 }),
    });
    const user = userEvent.setup();
    renderCall();
    const link = await screen.findByRole('link', { name: 'Call +2348031110001 (Amaka Obi)' });
    expect(link.getAttribute('href')).toBe('tel:+2348031110001');
    expect(screen.getByText('Evenings after 6')).toBeTruthy();
    expect(screen.getByText(/: Busy$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No answer' }));
    expect(await screen.findByRole('heading', { name: 'Call list' })).toBeTruthy();
    expect(server.requestsTo(OUTCOME)[0]?.body).toEqual({ outcome: 'no_answer', attempt: 2 });
  });

  it('says so when another call was recorded at the same moment', async () => {
    const msg =
      'Another call was recorded on this case at the same moment: reload the case and record again if needed';
    serve({
      [CASE]: () => envelope(200, 'Case loaded', detail()),
      [OUTCOME]: () => envelope(409, msg, null),
    });
    const user = userEvent.setup();
    renderCall();
    await user.click(await screen.findByRole('button', { name: 'Busy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(msg);
  });

  it('opens the interview when the graduate answered: who is speaking, the language, each question with its options', async () => {
    serve({
      [CASE]: () => envelope(200, 'Case loaded', detail()),
      [OUTCOME]: () => envelope(200, 'Call recorded successfully', { disposition: 'contacted', attempts: 3 }),
    });
    const user = userEvent.setup();
    renderCall();
    await user.click(await screen.findByRole('button', { name: 'Answered: start the interview' }));
    expect(await screen.findByRole('heading', { name: 'Interview' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/You are speaking for the graduate/);
    expect(screen.getByLabelText('Language of the interview')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Working for a wage' })).toBeTruthy();
  });

  it("keeps the answered call's key across a reload: the interview reopens and sends the same key, not a new call", async () => {
    const server = serve({
      [CASE]: () => envelope(200, 'Case loaded', detail()),
      [OUTCOME]: () => envelope(200, 'Call recorded successfully', { disposition: 'contacted', attempts: 3 }),
    });
    const user = userEvent.setup();
    const before = renderCall();
    await user.click(await screen.findByRole('button', { name: 'Answered: start the interview' }));
    await screen.findByRole('heading', { name: 'Interview' });
    const key = new URLSearchParams(before.router.state.location.search).get('call');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(server.requestsTo(OUTCOME)[0]?.body).toEqual({ outcome: 'answered', attempt: 2, client_id: key });

    // The reload: the same address in a fresh page, which sends the call again with its key and reopens the interview.
    before.unmount();
    renderCall(`/calls/case-1?call=${key}`);
    expect(await screen.findByRole('heading', { name: 'Interview' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answered: start the interview' })).toBeNull();
    expect(server.requestsTo(OUTCOME).map((sent) => sent.body.client_id)).toEqual([key, key]);
  });
});
