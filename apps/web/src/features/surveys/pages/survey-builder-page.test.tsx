import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SURVEY_MESSAGES } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { signInAs } from '@/test/render';
import { envelope, offline, type serve } from '@/test/serve';
import { aQuestion, aSection, aSurveyDetail, dismissToasts, renderPageAt, SURVEY_ID } from '../test/fixtures';
import { serveSurvey } from '../test/serve-survey';
import { SurveyBuilderPage } from './survey-builder-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));
afterEach(dismissToasts);

const work = aSection('section-work', 'Your work', 1);
const training = aSection('section-training', 'Your training', 2);
/** Two sections: q1 and q2 in "Your work", q3 in "Your training". */
const twoSections = () =>
  aSurveyDetail({
    sections: [work, training],
    questions: [aQuestion('q1', work, 1), aQuestion('q2', work, 2), aQuestion('q3', training, 3)],
  });

const renderBuilder = () =>
  renderPageAt('/admin/surveys/:id', <SurveyBuilderPage />, `/admin/surveys/${SURVEY_ID}`);
const sectionNamed = (title: string) => screen.findByRole('region', { name: new RegExp(`·\\s*${title}$`) });
/** The question texts of one section, top to bottom. */
const questionsIn = (section: HTMLElement) =>
  within(section)
    .queryAllByText(/^Question |^Where |^What /)
    .map((text) => text.textContent);
// jsdom's name computation drops the space before a button's screen-reader-only words; browsers keep it.
const button = (words: string, target: string) => new RegExp(`^${words}\\s*${target}$`);
/** Opens "Add question" in the first section ("Your work"), fills a two-option question and sends it. */
async function addWhereDoYouWork(user: ReturnType<typeof userEvent.setup>) {
  const first = await sectionNamed('Your work');
  await user.click(within(first).getByRole('button', { name: button('Add question', 'to section 1') }));
  const dialog = await screen.findByRole('dialog', { name: 'New question in “Your work”' });
  await user.type(within(dialog).getByLabelText(/^Question/), 'Where do you work now?');
  await user.type(within(dialog).getByLabelText('Option 1'), 'A company');
  await user.type(within(dialog).getByLabelText('Option 2'), 'My own business');
  await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
  return dialog;
}
const changesTo = (server: ReturnType<typeof serve>, key: string) =>
  server.requests.filter((request) => request.method !== 'GET' && request.key.startsWith(key));

describe('Survey builder: what a draft shows', () => {
  it('shows the survey, its sections in order and their questions numbered through the whole survey', async () => {
    serveSurvey(twoSections());
    renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate tracer 2025' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('For graduates')).toBeTruthy();
    const sections = screen.getAllByRole('region', { name: /^Section \d/ });
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'section-section-work',
      'section-section-training',
    ]);
    expect(questionsIn(sections[0]!)).toEqual(['Question q1', 'Question q2']);
    expect(questionsIn(sections[1]!)).toEqual(['Question q3']);
    // Numbering runs on from one section to the next: the first question of the second section is the 3rd.
    expect(within(sections[1]!).getByRole('button', { name: button('Edit', 'question 3') })).toBeTruthy();
    expect(within(sections[0]!).getAllByText('Multiple choice · Required')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Preview' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's msg when the survey cannot load, and the survey after Try again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    serveSurvey(twoSections(), {
      [`GET /surveys/${SURVEY_ID}`]: () => {
        calls += 1;
        return calls === 1
          ? envelope(503, 'The database is busy.')
          : envelope(200, SURVEY_MESSAGES.loaded, twoSections());
      },
    });
    renderBuilder();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is busy.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Section/ })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate tracer 2025' })).toBeTruthy();
    expect(await sectionNamed('Your training')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('Survey builder: sections and questions of a draft', () => {
  it('adds a section: checks the title first, sends it, shows the new section and empties the field', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(aSurveyDetail());
    renderBuilder();
    expect(await screen.findByRole('heading', { name: 'No section yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(changesTo(server, 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^New section/), 'Your work');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const section = await sectionNamed('Your work');
    expect(server.requestsTo(`POST /surveys/${SURVEY_ID}/sections`).map((request) => request.body)).toEqual([
      { title: 'Your work' },
    ]);
    expect(within(section).getByText('No question in this section yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No section yet' })).toBeNull();
    expect((screen.getByLabelText(/^New section/) as HTMLInputElement).value).toBe('');
    expect(await screen.findByText(SURVEY_MESSAGES.sectionCreated)).toBeTruthy();
  });

  it('adds a question at the end of its section and moves the later sections’ questions one place on', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(twoSections());
    renderBuilder();
    await addWhereDoYouWork(user);

    expect(await screen.findByText(SURVEY_MESSAGES.questionCreated)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const changes = changesTo(server, '');
    expect(changes.map((request) => [request.key, request.body])).toEqual([
      [
        `POST /surveys/${SURVEY_ID}/questions`,
        {
          section_id: 'section-work',
          order: 3,
          text: 'Where do you work now?',
          type: 'multiple_choice',
          required: true,
          indicator: null,
          options: [{ text: 'A company' }, { text: 'My own business' }],
        },
      ],
      // q3 was 3rd; the new question takes that place, so q3 becomes the 4th.
      [`PATCH /surveys/${SURVEY_ID}/questions/q3`, { order: 4 }],
    ]);
    await screen.findByText('Where do you work now?');
    expect(questionsIn(await sectionNamed('Your work'))).toEqual([
      'Question q1',
      'Question q2',
      'Where do you work now?',
    ]);
    const second = await sectionNamed('Your training');
    expect(within(second).getByRole('button', { name: button('Edit', 'question 4') })).toBeTruthy();
  });

  it('edits a question in its dialog, prefilled, and shows the saved text', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(twoSections());
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: button('Edit', 'question 2') }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question 2' });
    const text = within(dialog).getByLabelText(/^Question/) as HTMLTextAreaElement;
    expect(text.value).toBe('Question q2');
    expect((within(dialog).getByLabelText('Option 2') as HTMLInputElement).value).toBe('No');
    await user.clear(text);
    await user.type(text, 'What did you learn?');
    await user.click(within(dialog).getByRole('checkbox', { name: 'An answer is required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect(await screen.findByText(SURVEY_MESSAGES.questionUpdated)).toBeTruthy();
    expect(changesTo(server, '').map((request) => [request.key, request.body])).toEqual([
      [
        `PATCH /surveys/${SURVEY_ID}/questions/q2`,
        {
          text: 'What did you learn?',
          type: 'multiple_choice',
          required: false,
          indicator: null,
          options: [{ text: 'Yes' }, { text: 'No' }],
        },
      ],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(questionsIn(await sectionNamed('Your work'))).toEqual(['Question q1', 'What did you learn?']);
    expect(await screen.findByText('Multiple choice · Optional')).toBeTruthy();
  });

  it('shows a refusal to add a question inside its dialog, where a screen reader can reach it', async () => {
    const user = userEvent.setup();
    // Published in another tab meanwhile: its questions can no longer change (409).
    const server = serveSurvey(twoSections(), {
      [`POST /surveys/${SURVEY_ID}/questions`]: () => envelope(409, SURVEY_MESSAGES.locked),
    });
    renderBuilder();
    const first = await sectionNamed('Your work');
    const dialog = await addWhereDoYouWork(user);

    // The page behind a modal dialog is hidden from screen readers: the reason must be inside the dialog.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SURVEY_MESSAGES.locked);
    expect(screen.getAllByText(SURVEY_MESSAGES.locked)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New question in “Your work”' })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Question/) as HTMLTextAreaElement).value).toBe(
      'Where do you work now?',
    );
    expect((within(dialog).getByLabelText('Option 1') as HTMLInputElement).value).toBe('A company');
    expect((within(dialog).getByLabelText('Option 2') as HTMLInputElement).value).toBe('My own business');
    // Nothing is renumbered after the refusal.
    expect(changesTo(server, '').map((request) => request.key)).toEqual([
      `POST /surveys/${SURVEY_ID}/questions`,
    ]);
    expect(first.isConnected && questionsIn(first)).toEqual(['Question q1', 'Question q2']);
  });

  it('shows a refusal to edit a question inside its dialog, where a screen reader can reach it', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(twoSections(), {
      [`PATCH /surveys/${SURVEY_ID}/questions/:questionId`]: () => envelope(409, SURVEY_MESSAGES.locked),
    });
    renderBuilder();
    const first = await sectionNamed('Your work');
    await user.click(within(first).getByRole('button', { name: button('Edit', 'question 2') }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question 2' });
    const text = within(dialog).getByLabelText(/^Question/) as HTMLTextAreaElement;
    await user.clear(text);
    await user.type(text, 'What did you learn?');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(SURVEY_MESSAGES.locked);
    expect(screen.getAllByText(SURVEY_MESSAGES.locked)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit question 2' })).toBe(dialog);
    expect(text.value).toBe('What did you learn?');
    expect(changesTo(server, '').map((request) => request.key)).toEqual([
      `PATCH /surveys/${SURVEY_ID}/questions/q2`,
    ]);
    expect(first.isConnected && questionsIn(first)).toEqual(['Question q1', 'Question q2']);
  });

  it('deletes a question only after the confirmation, and renumbers the questions after it', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(twoSections());
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: button('Delete', 'question 1') }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete question 1?' });
    expect(within(dialog).getByText('“Question q1” will be removed from this draft.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changesTo(server, '')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: button('Delete', 'question 1') }));
    dialog = await screen.findByRole('dialog', { name: 'Delete question 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    await vi.waitFor(() => expect(screen.queryByText('Question q1')).toBeNull());
    expect(changesTo(server, '').map((request) => [request.key, request.body])).toEqual([
      [`DELETE /surveys/${SURVEY_ID}/questions/q1`, null],
      [`PATCH /surveys/${SURVEY_ID}/questions/q2`, { order: 1 }],
      [`PATCH /surveys/${SURVEY_ID}/questions/q3`, { order: 2 }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(questionsIn(await sectionNamed('Your work'))).toEqual(['Question q2']);
    expect(
      within(await sectionNamed('Your training')).getByRole('button', { name: button('Edit', 'question 2') }),
    ).toBeTruthy();
  });

  it('closes the delete confirmation when the delete fails, so the reason on the page can be read', async () => {
    const user = userEvent.setup();
    serveSurvey(twoSections(), { [`DELETE /surveys/${SURVEY_ID}/questions/:questionId`]: offline });
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: button('Delete', 'question 1') }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete question 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    // The page behind a modal dialog is hidden from screen readers, and covered: the reason must not wait there.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Question q1')).toBeTruthy();
  });

  it("closes a section's delete confirmation when the server refuses, and shows its msg", async () => {
    const user = userEvent.setup();
    const server = serveSurvey(twoSections(), {
      [`DELETE /surveys/${SURVEY_ID}/sections/:sectionId`]: () => envelope(503, 'The database is busy.'),
    });
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: button('Delete', 'section 1') }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete section 1?' });
    expect(
      within(dialog).getByText('“Your work” and its 2 questions will be removed from this draft.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete section' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo(`DELETE /surveys/${SURVEY_ID}/sections/section-work`)).toHaveLength(1);
    // Nothing was renumbered after a delete that did not happen.
    expect(changesTo(server, 'PATCH')).toHaveLength(0);
    expect(await sectionNamed('Your work')).toBeTruthy();
  });
});

describe('Survey builder: publishing and closing', () => {
  it('publishes a draft after the confirmation; the published survey can no longer change', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(twoSections());
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish this survey?' });
    expect(within(dialog).getByText(/Its sections and questions can no longer change/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changesTo(server, '')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish this survey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(SURVEY_MESSAGES.updated)).toBeTruthy();
    expect(changesTo(server, '').map((request) => [request.key, request.body])).toEqual([
      [`PATCH /surveys/${SURVEY_ID}`, { state: 'published' }],
    ]);
    expect(await screen.findByText(SURVEY_MESSAGES.locked)).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close survey' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    // Nothing left to change the questions with; the questions are still shown.
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit\s*question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.getByText('Question q3')).toBeTruthy();
  });

  it('closes a published survey, and publishes a closed one again, each after its confirmation', async () => {
    const user = userEvent.setup();
    const server = serveSurvey({ ...twoSections(), state: 'published' });
    renderBuilder();
    expect(await screen.findByText(SURVEY_MESSAGES.locked)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close survey' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close this survey?' });
    expect(within(dialog).getByText(/The answers already given stay/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close survey' }));
    expect(await screen.findByText(SURVEY_MESSAGES.closedEdit)).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish again' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish this survey again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish again' }));
    expect(await screen.findByText(SURVEY_MESSAGES.locked)).toBeTruthy();
    expect(changesTo(server, '').map((request) => request.body)).toEqual([
      { state: 'closed' },
      { state: 'published' },
    ]);
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
  });

  it("shows the server's refusal on the page, and takes it away once the survey is published", async () => {
    const user = userEvent.setup();
    let publishes = 0;
    const survey = aSurveyDetail({ sections: [work] });
    const server = serveSurvey(survey, {
      [`PATCH /surveys/${SURVEY_ID}`]: () => {
        publishes += 1;
        return publishes === 1
          ? envelope(400, SURVEY_MESSAGES.emptyPublish)
          : envelope(200, SURVEY_MESSAGES.updated, { ...survey, state: 'published' });
      },
    });
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish this survey?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(SURVEY_MESSAGES.emptyPublish);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Draft')).toBeTruthy();

    // The administrator adds the missing question, then publishes again.
    await user.click(screen.getByRole('button', { name: button('Add question', 'to section 1') }));
    const dialog = await screen.findByRole('dialog', { name: 'New question in “Your work”' });
    await user.type(within(dialog).getByLabelText(/^Question/), 'What do you do now?');
    await user.selectOptions(within(dialog).getByLabelText(/^Answer type/), 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await screen.findByText('What do you do now?');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish this survey?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    expect(await screen.findByText(SURVEY_MESSAGES.updated)).toBeTruthy();
    expect(server.requestsTo(`PATCH /surveys/${SURVEY_ID}`)).toHaveLength(2);
    expect(screen.queryByText(SURVEY_MESSAGES.emptyPublish)).toBeNull();
  });
});
