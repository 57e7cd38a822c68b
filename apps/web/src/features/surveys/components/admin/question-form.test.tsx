import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTCOME_INDICATORS, OUTCOME_TAG_MESSAGES } from '@tvet/contract';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import type { QuestionValues } from '../../lib/use-survey-builder';
import { QuestionForm } from './question-form';

const inDialog = (onSave: (values: QuestionValues) => Promise<unknown>, initial?: QuestionValues) => (
  <Dialog open onOpenChange={() => undefined} title="New question">
    <QuestionForm initial={initial} submitLabel="Add question" busyLabel="Adding…" onSave={onSave} />
  </Dialog>
);

describe('tagging a question with an outcome indicator (issue 14)', () => {
  it('maps each option to a code of the chosen indicator and saves the tag with the options', async () => {
    const onSave = vi.fn(async (_values: QuestionValues) => undefined);
    const user = userEvent.setup();
    render(inDialog(onSave));
    await user.type(screen.getByLabelText(/^Question/), 'What do you do now?');
    await user.type(screen.getByLabelText('Option 1'), 'Working for a wage');
    await user.type(screen.getByLabelText('Option 2'), 'Looking for work');
    expect(screen.queryByLabelText('Code of option 1')).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Outcome indicator/), 'employment_status');
    await user.selectOptions(screen.getByLabelText('Code of option 1'), 'wage_employed');
    await user.selectOptions(screen.getByLabelText('Code of option 2'), 'unemployed_looking');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const values = onSave.mock.calls[0]![0];
    expect(values.indicator).toBe('employment_status');
    expect(values.options).toEqual([
      { text: 'Working for a wage', code: 'wage_employed' },
      { text: 'Looking for work', code: 'unemployed_looking' },
    ]);
  });

  it('keeps the codes of a tagged question when it is edited (they used to be dropped on save)', async () => {
    const onSave = vi.fn(async (_values: QuestionValues) => undefined);
    const user = userEvent.setup();
    render(
      inDialog(onSave, {
        text: 'How relevant was your training?',
        type: 'objective',
        required: true,
        indicator: 'relevance',
        options: [
          { text: 'Not at all', code: '1' },
          { text: 'Very', code: '5' },
        ],
      }),
    );
    expect((screen.getByLabelText('Code of option 2') as HTMLSelectElement).value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(onSave.mock.calls[0]![0].options).toEqual([
      { text: 'Not at all', code: '1' },
      { text: 'Very', code: '5' },
    ]);
  });

  it('refuses a text question tagged with an indicator that needs codes, with the contract sentence', async () => {
    const onSave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(inDialog(onSave));
    await user.type(screen.getByLabelText(/^Question/), 'Your status?');
    await user.selectOptions(screen.getByLabelText(/^Answer type/), 'text');
    await user.selectOptions(screen.getByLabelText(/^Outcome indicator/), 'employment_status');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(
      await screen.findByText(
        OUTCOME_TAG_MESSAGES.textNeedsCodes(OUTCOME_INDICATORS.employment_status.label),
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
