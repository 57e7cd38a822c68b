import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAWFUL_BASIS_LABELS, PROCESSING_ACTIVITY_DEFINITIONS, RETENTION_RULES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { headingSkips } from '@/test/heading-order';
import { renderWithRouter } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { PrivacyPage } from './privacy-page';

const overview = {
  activities: PROCESSING_ACTIVITY_DEFINITIONS.map((activity) => ({
    ...activity,
    lawful_basis_label: LAWFUL_BASIS_LABELS[activity.lawful_basis],
    updatedAt: '2026-11-01T00:00:00Z',
  })),
  retention_rules: RETENTION_RULES,
  notice: { version: 2, text: 'First paragraph.\n\nSecond paragraph.', published_at: '2026-11-01T00:00:00Z' },
  notice_version: 2,
  consent_purposes: ['mentoring', 'job_matching', 'whatsapp_contact'],
};

describe('PrivacyPage (/privacy, public)', () => {
  it('shows each activity with its lawful basis, the retention rules and the notice version', async () => {
    serve({ 'GET /privacy': () => envelope(200, 'Privacy information loaded.', overview) });
    renderWithRouter(<PrivacyPage />, '/privacy');
    const tracer = (await screen.findByRole('heading', { name: 'Graduate tracer study' })).closest(
      'article',
    )!;
    expect(within(tracer as HTMLElement).getByText(LAWFUL_BASIS_LABELS.public_task)).toBeTruthy();
    const mentoring = screen.getByRole('heading', { name: 'Mentoring (optional)' }).closest('article')!;
    expect(within(mentoring as HTMLElement).getByText(LAWFUL_BASIS_LABELS.consent)).toBeTruthy();
    expect(screen.getByText(/Version 2, published/)).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(
      screen.getByText(/Personal data archives prepared for download/).closest('li')!.textContent,
    ).toContain('72 hours');
    expect(
      screen.getByText(/Accounts whose e-mail address was never verified/).closest('li')!.textContent,
    ).toContain('30 days');
    expect(headingSkips()).toEqual([]);
  });

  it('sends a request from someone without an account, after checking it', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /privacy': () => envelope(200, 'ok', overview),
      'POST /privacy/requests': () =>
        envelope(201, 'Your request is received. We answer within 30 days.', {
          _id: 'r1',
          due_at: '2026-12-27T00:00:00Z',
        }),
    });
    renderWithRouter(<PrivacyPage />, '/privacy');
    const form = await screen.findByRole('form', { name: 'Request about your data' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(server.requestsTo('POST /privacy/requests')).toHaveLength(0);
    expect(
      within(form)
        .getByLabelText(/Your name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    await user.type(within(form).getByLabelText(/Your name/), 'Musa Danjuma');
    await user.type(within(form).getByLabelText(/How can we reach you/), '+2348030000001');
    await user.selectOptions(within(form).getByLabelText(/What do you ask/), 'objection');
    await user.type(within(form).getByLabelText(/Details/), 'Please stop contacting me.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.requestsTo('POST /privacy/requests')).toHaveLength(1));
    expect(server.requestsTo('POST /privacy/requests')[0]!.body).toEqual({
      name: 'Musa Danjuma',
      contact: '+2348030000001',
      kind: 'objection',
      details: 'Please stop contacting me.',
    });
    expect((await screen.findByRole('status')).textContent).toContain('We answer within 30 days');
  });
});
