import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import type { QuestionValues } from '../../lib/use-survey-builder';
import { ChannelPreview } from './channel-preview';
import { QuestionForm } from './question-form';

const LONG =
  'Which of these best describes what you have mainly been doing in the last four weeks, counting any paid work, apprenticeship or study?';
const options = [
  'Working for a wage or salary',
  'Working for myself',
  'Studying further',
  'Looking for work',
];

describe('how a question reads on USSD and in a text message (issue 27)', () => {
  it('warns when a question takes several USSD screens and text-message parts, and shows the screens', async () => {
    render(
      <ChannelPreview
        question={{ text: LONG, type: 'objective', options: options.map((text) => ({ text })) }}
      />,
    );
    expect(screen.getByText(/USSD: 2 screens \(00 More\)/)).toBeTruthy();
    expect(screen.getByText(/Text message: GSM-7, 2 parts/)).toBeTruthy();
    await userEvent.setup().click(screen.getByText(/USSD: 2 screens/));
    expect(screen.getByText('On USSD')).toBeTruthy();
    expect(screen.getAllByText(/00 More/).length).toBeGreaterThan(1);
  });

  it('fits with a short version, and says a free-text question is skipped on USSD without one', () => {
    const { rerender } = render(
      <ChannelPreview
        question={{
          text: LONG,
          short_text: 'Main activity, last 4 weeks?',
          type: 'objective',
          options: options.map((text) => ({ text })),
        }}
      />,
    );
    expect(screen.getByText('USSD: fits one screen')).toBeTruthy();
    expect(screen.getByText('Text message: GSM-7, 1 part')).toBeTruthy();
    rerender(<ChannelPreview question={{ text: 'Describe your job', type: 'text', options: [] }} />);
    expect(screen.getByText(/Skipped on USSD/)).toBeTruthy();
  });

  it('lets the author write the short versions in the question form, and saves them', async () => {
    const onSave = vi.fn(async (_values: QuestionValues) => undefined);
    const user = userEvent.setup();
    render(
      <Dialog open onOpenChange={() => undefined} title="New question">
        <QuestionForm submitLabel="Add question" busyLabel="Adding…" onSave={onSave} />
      </Dialog>,
    );
    // Pasted: typing 133 characters one by one takes seconds on a loaded machine.
    await user.click(screen.getByLabelText(/^Question/));
    await user.paste(LONG);
    await user.type(screen.getByLabelText('Option 1'), 'Working for a wage or salary');
    await user.type(screen.getByLabelText('Option 2'), 'Other');
    // The preview follows the form as the author types.
    expect(screen.getByText(/Text message: GSM-7, 2 parts/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Short version for USSD/), 'Main activity?');
    await user.type(screen.getByLabelText(/^Short version of option 1/), 'Wage job');
    expect(screen.getByText('Text message: GSM-7, 1 part')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      short_text: 'Main activity?',
      options: [{ text: 'Working for a wage or salary', short_text: 'Wage job' }, { text: 'Other' }],
    });
  });
});
