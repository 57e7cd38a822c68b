import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES, SERVER_MESSAGES } from '@tvet/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithData } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { aJob } from '../../test/fixtures';
import { CreateJobModal } from './create-job-modal';

function renderModal() {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  renderWithData(<CreateJobModal open onClose={onClose} onCreated={onCreated} />);
  return { onClose, onCreated };
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Job title/), 'Auto electrician');
  await user.type(screen.getByLabelText(/^Field required/), 'Electrical installation');
  await user.selectOptions(screen.getByLabelText(/^Job type/), 'full-time');
  await user.type(screen.getByLabelText(/^Salary per month/), '150,000');
}

// Typing through four steps takes a few seconds in jsdom; on a busy machine more than the default 5 s.
describe('Create Job Posting (spec 001 §5)', () => {
  it('keeps Next disabled on step 1 until title, field, type, salary and currency are filled', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Create Job Posting' })).toBeTruthy();
    expect((screen.getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('NGN');
    expect((screen.getByLabelText(/^Years of experience/) as HTMLInputElement).value).toBe('1');
    expect(screen.getByLabelText(/^Years of experience/).getAttribute('min')).toBe('1');
    expect(next()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Job title/), 'Auto electrician');
    await user.type(screen.getByLabelText(/^Field required/), 'Electrical');
    await user.selectOptions(screen.getByLabelText(/^Job type/), 'full-time');
    expect(next()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Salary per month/), '150000');
    expect(next()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('refuses a salary in words and stays on step 1', async () => {
    const user = userEvent.setup();
    renderModal();
    await fillStepOne(user);
    await user.clear(screen.getByLabelText(/^Salary per month/));
    await user.type(screen.getByLabelText(/^Salary per month/), 'a lot');
    await user.click(next());
    expect(await screen.findByText(/Type the monthly salary in figures/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Job title and details' })).toBeTruthy();
  });

  it('walks the four steps with Back, offers a state, and submits with "Finsh"', async () => {
    const user = userEvent.setup();
    const server = serve({
      'POST /jobs': () => envelope(201, JOB_MESSAGES.created, aJob({ _id: 'new-job' })),
    });
    const { onClose, onCreated } = renderModal();
    await fillStepOne(user);
    await user.click(next());
    // Focus moves to the new step's heading once it has rendered, which may be a frame later on a slow machine.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Job description and location' })).toBe(
        document.activeElement,
      ),
    );
    expect(screen.getByLabelText(/^Job description/).getAttribute('rows')).toBe('8');
    expect(next()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(/^Job title/) as HTMLInputElement).value).toBe('Auto electrician');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Job description/), 'Repair buses.');
    await user.type(screen.getByLabelText(/^Location/), '14 Kudirat Abiola Way');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Lagos');
    await user.click(next());
    expect(next()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Responsibilities/), 'Diagnose faults');
    await user.click(next());
    const finish = screen.getByRole('button', { name: 'Finsh' });
    expect(finish).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Company overview/), 'Fleet maintenance.');
    await user.click(finish);

    const dialog = await screen.findByRole('dialog', { name: JOB_MESSAGES.created });
    expect(within(dialog).getByText(JOB_MESSAGES.createdText)).toBeTruthy();
    expect(server.requestsTo('POST /jobs')[0]!.body).toEqual({
      title: 'Auto electrician',
      field_required: 'Electrical installation',
      job_type: 'full-time',
      salary: 150000,
      currency: 'NGN',
      experience_years_required: 1,
      text: 'Repair buses.',
      address: '14 Kudirat Abiola Way',
      state: 'Lagos',
      responsibility: 'Diagnose faults',
      company_overview: 'Fleet maintenance.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalled();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: 'new-job' }));
  }, 20_000);

  it('Back from Company overview shows each step its own text, and sends each where it was typed', async () => {
    const user = userEvent.setup();
    const server = serve({
      'POST /jobs': () => envelope(201, JOB_MESSAGES.created, aJob({ _id: 'new-job' })),
    });
    renderModal();
    await fillStepOne(user);
    await user.click(next());
    await user.type(screen.getByLabelText(/^Job description/), 'Repair buses.');
    await user.type(screen.getByLabelText(/^Location/), '14 Kudirat Abiola Way');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Lagos');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Responsibilities/), 'Diagnose faults');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Company overview/), 'Fleet maintenance.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Steps 3 and 4 each hold one text box in the same place: the box must be the step's own, not the last one's.
    expect((screen.getByLabelText(/^Responsibilities/) as HTMLTextAreaElement).value).toBe('Diagnose faults');
    await user.type(screen.getByLabelText(/^Responsibilities/), ' and wiring');
    await user.click(next());
    expect((screen.getByLabelText(/^Company overview/) as HTMLTextAreaElement).value).toBe(
      'Fleet maintenance.',
    );
    await user.click(screen.getByRole('button', { name: 'Finsh' }));
    await screen.findByRole('dialog', { name: JOB_MESSAGES.created });
    expect(server.requestsTo('POST /jobs')[0]!.body).toMatchObject({
      responsibility: 'Diagnose faults and wiring',
      company_overview: 'Fleet maintenance.',
    });
  }, 20_000);

  it('shows a Bad Request above the form, on the step of the field the server names', async () => {
    const user = userEvent.setup();
    serve({
      'POST /jobs': () => envelope(400, 'title is required', { fields: { title: 'title is required' } }),
    });
    renderModal();
    await fillStepOne(user);
    await user.click(next());
    await user.type(screen.getByLabelText(/^Job description/), 'x');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Kano');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Responsibilities/), 'z');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Company overview/), 'w');
    await user.click(screen.getByRole('button', { name: 'Finsh' }));
    // In words, never the API's field name (issue 22.15).
    expect((await screen.findAllByText(/^(Job title|Title) is required$/)).length).toBeGreaterThan(0);
    expect(screen.queryByText('title is required')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Job title and details' })).toBeTruthy();
  }, 20_000);

  it('shows a refusal that is not a Bad Request inside the dialog, where a screen reader can reach it', async () => {
    const user = userEvent.setup();
    // The server refuses the caller (403): the session is no longer an employer's, say.
    const server = serve({ 'POST /jobs': () => envelope(403, SERVER_MESSAGES.forbidden) });
    const { onClose, onCreated } = renderModal();
    await fillStepOne(user);
    await user.click(next());
    await user.type(screen.getByLabelText(/^Job description/), 'Repair buses.');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Lagos');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Responsibilities/), 'Diagnose faults');
    await user.click(next());
    await user.type(screen.getByLabelText(/^Company overview/), 'Fleet maintenance.');
    await user.click(screen.getByRole('button', { name: 'Finsh' }));

    const dialog = screen.getByRole('dialog', { name: 'Create Job Posting' });
    // The page behind a modal dialog is hidden from screen readers: the reason must be inside the dialog.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SERVER_MESSAGES.forbidden);
    expect(screen.getAllByText(SERVER_MESSAGES.forbidden)).toHaveLength(1);
    expect(server.requestsTo('POST /jobs')).toHaveLength(1);
    // Still on the last step with what was typed, nothing created, nothing closed.
    expect(screen.getByRole('heading', { name: 'Company overview' })).toBeTruthy();
    expect((screen.getByLabelText(/^Company overview/) as HTMLTextAreaElement).value).toBe(
      'Fleet maintenance.',
    );
    expect(screen.queryByRole('dialog', { name: JOB_MESSAGES.created })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  }, 20_000);

  it('Save keeps the draft for next time; the close button discards it', async () => {
    const user = userEvent.setup();
    const first = renderModal();
    await user.type(screen.getByLabelText(/^Job title/), 'Welder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(first.onClose).toHaveBeenCalled();
    expect(sessionStorage.getItem('tvet.jobDraft')).toContain('Welder');
    await user.click(screen.getByRole('button', { name: 'Close without saving' }));
    expect(sessionStorage.getItem('tvet.jobDraft')).toBeNull();
  });
});
