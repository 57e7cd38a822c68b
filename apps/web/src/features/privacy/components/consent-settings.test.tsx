import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentState } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { renderWithData } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { ConsentSettings } from './consent-settings';

const purposes = (given: Partial<Record<string, boolean>> = {}) =>
  (['mentoring', 'job_matching', 'whatsapp_contact'] as const).map((purpose) => ({
    purpose,
    name: {
      mentoring: 'Mentoring (optional)',
      job_matching: 'Job matching (optional)',
      whatsapp_contact: 'WhatsApp messages (optional)',
    }[purpose],
    purpose_text: 'Why',
    given: given[purpose] ?? false,
    since: given[purpose] === undefined ? null : '2026-11-20T10:00:00Z',
  }));

const state = (overrides: Partial<ConsentState> = {}): ConsentState => ({
  purposes: purposes(),
  minor: false,
  guardian: { status: 'none', name: null },
  offered: true,
  history: [],
  ...overrides,
});

describe('ConsentSettings (Settings > Privacy and data)', () => {
  it('gives and withdraws consent with the same one-tap switch', async () => {
    const user = userEvent.setup();
    let current = state();
    const server = serve({
      'GET /me/consents': () => envelope(200, 'ok', current),
      'POST /me/consents': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        current = state({ purposes: purposes({ [body.purpose]: body.given }) });
        return envelope(201, body.given ? 'Consent recorded.' : 'Consent withdrawn.', current);
      },
    });
    renderWithData(<ConsentSettings />);
    const mentoring = await screen.findByRole('switch', { name: 'Mentoring (optional)' });
    expect(mentoring.getAttribute('aria-checked')).toBe('false');
    await user.click(mentoring);
    await waitFor(() => expect(mentoring.getAttribute('aria-checked')).toBe('true'));
    await user.click(mentoring);
    await waitFor(() => expect(mentoring.getAttribute('aria-checked')).toBe('false'));
    expect(server.requestsTo('POST /me/consents').map((r) => r.body)).toEqual([
      { purpose: 'mentoring', given: true },
      { purpose: 'mentoring', given: false },
    ]);
  });

  it('offers a minor no switches, only the guardian form, and sends the guardian request', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /me/consents': () => envelope(200, 'ok', state({ minor: true, offered: false })),
      'POST /me/guardian': () =>
        envelope(
          201,
          'We e-mailed your guardian a link to confirm.',
          state({ minor: true, offered: false, guardian: { status: 'pending', name: 'Ngozi Okafor' } }),
        ),
    });
    renderWithData(<ConsentSettings />);
    await screen.findByText(/You are under 18/);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Guardian's name/), 'Ngozi Okafor');
    await user.type(screen.getByLabelText(/Guardian's e-mail address/), 'ngozi@example.ng');
    await user.click(screen.getByRole('button', { name: 'Ask my guardian' }));
    expect(await screen.findByText(/waiting for Ngozi Okafor to confirm/)).toBeTruthy();
    expect(server.requestsTo('POST /me/guardian')[0]!.body).toEqual({
      guardian_name: 'Ngozi Okafor',
      guardian_email: 'ngozi@example.ng',
    });
  });

  it('sends the guardian request by text message when the graduate picks a phone, and says what is wrong with it', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /me/consents': () => envelope(200, 'ok', state({ minor: true, offered: false })),
      'POST /me/guardian': () =>
        envelope(
          201,
          'We sent your guardian a text message.',
          state({ minor: true, offered: false, guardian: { status: 'pending', name: 'Musa Bello' } }),
        ),
    });
    renderWithData(<ConsentSettings />);
    await screen.findByText(/You are under 18/);
    await user.type(screen.getByLabelText(/Guardian's name/), 'Musa Bello');
    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    expect(screen.queryByLabelText(/Guardian's e-mail address/)).toBeNull();
    await user.type(screen.getByLabelText(/Guardian's phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Ask my guardian' }));
    expect(await screen.findByText(/phone must be a Nigerian mobile number/)).toBeTruthy();
    expect(server.requestsTo('POST /me/guardian')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Guardian's phone number/));
    await user.type(screen.getByLabelText(/Guardian's phone number/), '0803 555 0101');
    await user.click(screen.getByRole('button', { name: 'Ask my guardian' }));
    expect(await screen.findByText(/waiting for Musa Bello to confirm/)).toBeTruthy();
    expect(server.requestsTo('POST /me/guardian')[0]!.body).toEqual({
      guardian_name: 'Musa Bello',
      guardian_phone: '0803 555 0101',
    });
  });
});
