import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyTranslations } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/render';
import { envelope } from '@/test/serve';
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

beforeEach(() => signInAs('admin', 'admin-profile-1'));
afterEach(dismissToasts);

const work = aSection('section-work', 'Your work', 1);
const survey = () => aSurveyDetail({ sections: [work], questions: [aQuestion('q1', work, 1)] });
const translations = (): SurveyTranslations => ({
  sources: [
    { key: 'title', type: 'survey', name: 'title', en: 'Graduate tracer 2025', max: 2000 },
    { key: 'question:q1', type: 'multiple_choice', name: 'q1', en: 'Question q1', max: 2000 },
    { key: 'short:question:q1', type: 'question-short', name: 'q1', en: 'Job now?', max: 100 },
  ],
  translations: [
    {
      language: 'ha',
      status: 'approved',
      texts: { title: 'Binciken masu digiri' },
      updatedAt: '2026-01-01T00:00:00Z',
    },
    { language: 'yo', status: 'draft', texts: {}, updatedAt: '2026-01-01T00:00:00Z' },
    { language: 'ig', status: null, texts: {}, updatedAt: null },
    { language: 'pcm', status: null, texts: {}, updatedAt: null },
  ],
});
const renderBuilder = () =>
  renderPageAt('/admin/surveys/:id', <SurveyBuilderPage />, `/admin/surveys/${SURVEY_ID}`);

describe('Survey builder: the translations panel', () => {
  it('shows each language with its status and saves one language’s texts and status', async () => {
    const server = serveSurvey(survey(), {
      [`GET /surveys/${SURVEY_ID}/translations`]: () =>
        envelope(200, 'Translations loaded successfully', translations()),
      [`PUT /surveys/${SURVEY_ID}/translations/:language`]: () =>
        envelope(200, 'Translation saved successfully', translations().translations[1]),
    });
    const user = userEvent.setup();
    renderBuilder();
    const panel = await screen.findByRole('region', { name: 'Translations' });
    const tabs = await within(panel).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'HausaApproved',
      'YorubaDraft',
      'IgboNot started',
      'Nigerian PidginNot started',
    ]);
    // Hausa is open first, with its saved text.
    expect((within(panel).getByLabelText(/Graduate tracer 2025/) as HTMLTextAreaElement).value).toBe(
      'Binciken masu digiri',
    );
    await user.click(tabs[1]!);
    const yoruba = within(panel).getByRole('tabpanel');
    await user.click(within(yoruba).getByLabelText(/Question q1/));
    await user.paste('Kí ni iṣẹ́ rẹ?');
    await user.selectOptions(within(yoruba).getByLabelText('Status of the Yoruba translation'), 'reviewed');
    await user.click(within(yoruba).getByRole('button', { name: 'Save Yoruba' }));
    expect(await screen.findByText('Translation saved successfully')).toBeTruthy();
    const [put] = server.requests.filter((request) => request.method === 'PUT');
    expect(put?.key).toBe(`PUT /surveys/${SURVEY_ID}/translations/yo`);
    expect(put?.body).toEqual({ status: 'reviewed', texts: { 'question:q1': 'Kí ni iṣẹ́ rẹ?' } });
  });

  it('shows the server’s refusal naming the field', async () => {
    const msg = 'texts.question:q1 drops the placeholder {name}: keep it as in English.';
    serveSurvey(survey(), {
      [`GET /surveys/${SURVEY_ID}/translations`]: () =>
        envelope(200, 'Translations loaded successfully', translations()),
      [`PUT /surveys/${SURVEY_ID}/translations/:language`]: () => envelope(400, msg),
    });
    const user = userEvent.setup();
    renderBuilder();
    const panel = await screen.findByRole('region', { name: 'Translations' });
    await user.click(await within(panel).findByRole('button', { name: 'Save Hausa' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(msg);
  });

  it('shows a short version with a live count against its limit, marks it too long, and saves it', async () => {
    const server = serveSurvey(survey(), {
      [`GET /surveys/${SURVEY_ID}/translations`]: () =>
        envelope(200, 'Translations loaded successfully', translations()),
      [`PUT /surveys/${SURVEY_ID}/translations/:language`]: () =>
        envelope(200, 'Translation saved successfully', translations().translations[0]),
    });
    const user = userEvent.setup();
    renderBuilder();
    const panel = await screen.findByRole('region', { name: 'Translations' });
    const hausa = await within(panel).findByRole('tabpanel');
    const short = within(hausa).getByLabelText(/Job now\?/) as HTMLTextAreaElement;
    expect(within(hausa).getByText('Short version for USSD and text messages')).toBeTruthy();
    expect(within(hausa).getByText('0 of 100 characters')).toBeTruthy();
    await user.click(short);
    await user.paste('k'.repeat(101));
    expect(within(hausa).getByText('101 of 100 characters')).toBeTruthy();
    expect(short.getAttribute('aria-invalid')).toBe('true');
    await user.clear(short);
    await user.type(short, 'Aiki?');
    expect(within(hausa).getByText('5 of 100 characters')).toBeTruthy();
    expect(short.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(hausa).getByRole('button', { name: 'Save Hausa' }));
    expect(await screen.findByText('Translation saved successfully')).toBeTruthy();
    const [put] = server.requests.filter((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      status: 'approved',
      texts: { title: 'Binciken masu digiri', 'short:question:q1': 'Aiki?' },
    });
  });
});
