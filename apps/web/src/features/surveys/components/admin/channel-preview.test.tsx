import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyTranslations } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { signInAs } from '@/test/render';
import { envelope } from '@/test/serve';
import type { QuestionValues } from '../../lib/use-survey-builder';
import { SurveyBuilderPage } from '../../pages/survey-builder-page';
import {
  aQuestion,
  aSection,
  aSurveyDetail,
  dismissToasts,
  renderPageAt,
  SURVEY_ID,
} from '../../test/fixtures';
import { serveSurvey } from '../../test/serve-survey';
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

describe("the builder's preview in a translation (issue 29 with 27)", () => {
  beforeEach(() => signInAs('admin', 'admin-profile-1'));
  afterEach(dismissToasts);

  const work = aSection('section-work', 'Your work', 1);
  const question = aQuestion('q1', work, 1, {
    text: LONG,
    short_text: 'Main activity?',
    options: [
      { _id: 'q1-wage', text: 'Working for a wage or salary', short_text: 'Wage job' },
      { _id: 'q1-no', text: 'Not working' },
    ],
  });
  const LONG_HAUSA =
    'Wanne daga cikin wadannan ya fi bayyana abin da kake yi a makonni hudu da suka wuce, aiki, koyon sana’a ko karatu?';
  const translations = (): SurveyTranslations => ({
    sources: [],
    translations: [
      {
        language: 'ha',
        status: 'approved',
        texts: {
          'question:q1': LONG_HAUSA,
          'short:option:q1:q1-wage': 'Aikin albashi',
          'option:q1:q1-no': 'Ba aiki',
        },
        updatedAt: '2026-01-01T00:00:00Z',
      },
      {
        language: 'yo',
        status: 'draft',
        texts: { 'question:q1': 'Kí lo ń ṣe jù?', 'option:q1:q1-no': 'Kò ṣiṣẹ́' },
        updatedAt: '2026-01-01T00:00:00Z',
      },
      { language: 'ig', status: null, texts: {}, updatedAt: null },
      { language: 'pcm', status: null, texts: {}, updatedAt: null },
    ],
  });

  it('offers English and the four languages with their status, and shows each as the phone would, with its counts', async () => {
    serveSurvey(aSurveyDetail({ sections: [work], questions: [question] }), {
      [`GET /surveys/${SURVEY_ID}/translations`]: () =>
        envelope(200, 'Translations loaded successfully', translations()),
    });
    const user = userEvent.setup();
    renderPageAt('/admin/surveys/:id', <SurveyBuilderPage />, `/admin/surveys/${SURVEY_ID}`);
    await user.click(await screen.findByText('USSD: fits one screen'));
    const select = (await screen.findByLabelText('Language of the preview')) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'English',
      'Hausa · Approved',
      'Yoruba · Draft',
      'Igbo · Not started',
      'Nigerian Pidgin · Not started',
    ]);
    const ussd = () => screen.getByText('On USSD').closest('figure') as HTMLElement;
    const sms = () => screen.getByText('In a text message').closest('figure') as HTMLElement;
    expect(ussd().querySelector('pre')?.textContent).toBe(
      'Main activity?\n1 Wage job\n2 Not working\n0 Back',
    );

    // Hausa: its text is too long for a short version, so the English one; the option's Hausa short version.
    await user.selectOptions(select, 'ha');
    expect(ussd().querySelector('pre')?.textContent).toBe(
      'Main activity?\n1 Aikin albashi\n2 Ba aiki\n0 Koma',
    );
    expect(within(ussd()).getByText('Screen 1: 47 of 160 characters')).toBeTruthy();
    expect(sms().querySelector('pre')?.textContent).toMatch(/\nTura lambar amsa\. STOP don dainawa$/);
    expect(within(sms()).getByText(/^GSM-7: \d+ units, one part holds 160; 1 part$/)).toBeTruthy();
    expect(screen.queryByText(/until this translation is approved/)).toBeNull();

    // Yoruba: a draft, said so; its marks make the message UCS-2.
    await user.selectOptions(select, 'yo');
    expect(screen.getByText('Graduates read English here until this translation is approved.')).toBeTruthy();
    expect(ussd().querySelector('pre')?.textContent).toBe('Kí lo ń ṣe jù?\n1 Wage job\n2 Kò ṣiṣẹ́\n0 Padà');
    expect(within(sms()).getByText(/^UCS-2: \d+ units, one part holds 70; \d parts?$/)).toBeTruthy();
  });
});
