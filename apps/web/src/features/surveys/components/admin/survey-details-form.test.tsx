import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { SurveyDetailsForm } from './survey-details-form';

/** The form sits in a dialog (its Cancel closes it). */
const inDialog = (onSave: () => Promise<unknown>) => (
  <Dialog open onOpenChange={() => undefined} title="New survey">
    <SurveyDetailsForm submitLabel="Create survey" busyLabel="Creating…" onSave={onSave} />
  </Dialog>
);

describe('survey details form messages (issue 9)', () => {
  it("says 'Introduction is required' under the field labelled Introduction, not 'text is required'", async () => {
    const onSave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(inDialog(onSave));
    await user.type(screen.getByLabelText(/^Title/), 'Tracer 2026');
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    expect(await screen.findByText('Introduction is required')).toBeTruthy();
    expect(screen.queryByText('text is required')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("labels the server's field messages the same way", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError('Invalid survey', 400, 'Bad Request', {
        text: 'text must be at most 2000 characters',
      });
    });
    const user = userEvent.setup();
    render(inDialog(onSave));
    await user.type(screen.getByLabelText(/^Title/), 'Tracer 2026');
    await user.type(screen.getByLabelText(/^Introduction/), 'Tell us about your work.');
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    expect(await screen.findByText('Introduction must be at most 2000 characters')).toBeTruthy();
  });
});
