import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SURVEY_MESSAGES } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/render';
import { envelope, type serve } from '@/test/serve';
import { aQuestion, aSection, aSurveyDetail, dismissToasts, renderPageAt, SURVEY_ID } from '../test/fixtures';
import { gate, serveSurvey } from '../test/serve-survey';
import { SurveyBuilderPage } from './survey-builder-page';

/*
 * The builder's edits not covered by survey-builder-page.test.tsx: renaming a section, moving a question,
 * the preview and the survey's details. Same approach: one survey kept in memory as the server keeps it.
 */

beforeEach(() => signInAs('admin', 'admin-profile-1'));
afterEach(dismissToasts);

const work = aSection('section-work', 'Your work', 1);
const training = aSection('section-training', 'Your training', 2);
/** q1, q2, q3 in "Your work", q4 in "Your training". */
const threeAndOne = () =>
  aSurveyDetail({
    sections: [work, training],
    questions: [
      aQuestion('q1', work, 1),
      aQuestion('q2', work, 2),
      aQuestion('q3', work, 3),
      aQuestion('q4', training, 4),
    ],
  });

const renderBuilder = () =>
  renderPageAt('/admin/surveys/:id', <SurveyBuilderPage />, `/admin/surveys/${SURVEY_ID}`);
const sectionNamed = (title: string) => screen.findByRole('region', { name: new RegExp(`·\\s*${title}$`) });
/** The question texts of one section, top to bottom. */
const questionsIn = (section: HTMLElement) =>
  within(section)
    .queryAllByText(/^Question q/)
    .map((text) => text.textContent);
const changes = (server: ReturnType<typeof serve>) =>
  server.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => [request.method, request.url, request.body]);
const url = (path: string) => `/api/v1${path}`;
/** The place number shown beside a question, read from the item that holds its text. */
const placeOf = (text: string) => screen.getByText(text).closest('li')!.querySelector('span')!.textContent;
const moveButtons = () => screen.getAllByRole('button', { name: /^Move question \d+ (up|down)$/ });

describe('Survey builder: renaming a section', () => {
  it('renames a section in place: prefilled, Saving… while it is sent, then the new title', async () => {
    const user = userEvent.setup();
    const held = gate();
    const server = serveSurvey(threeAndOne(), {}, held.opened);
    renderBuilder();
    await user.click(within(await sectionNamed('Your training')).getByRole('button', { name: /^Rename/ }));
    const field = screen.getByLabelText(/^Title of section 2/) as HTMLInputElement;
    expect(field.value).toBe('Your training');
    // The other section keeps its title and its own Rename.
    expect(within(await sectionNamed('Your work')).getByRole('button', { name: /^Rename/ })).toBeTruthy();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(changes(server)).toEqual([]);

    await user.type(field, 'Your studies');
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    expect(changes(server)).toEqual([
      ['PATCH', url(`/surveys/${SURVEY_ID}/sections/section-training`), { title: 'Your studies' }],
    ]);
    held.open();

    expect(await screen.findByText(SURVEY_MESSAGES.sectionUpdated)).toBeTruthy();
    const renamed = await sectionNamed('Your studies');
    expect(screen.queryByLabelText(/^Title of section/)).toBeNull();
    expect(within(renamed).getByRole('heading', { level: 2 }).textContent).toBe('Section 2 · Your studies');
    expect(questionsIn(renamed)).toEqual(['Question q4']);
    expect(screen.queryByText('Your training')).toBeNull();
    expect(changes(server)).toHaveLength(1);
  });

  it('Cancel leaves the title as it was and sends nothing', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(threeAndOne());
    renderBuilder();
    await user.click(within(await sectionNamed('Your work')).getByRole('button', { name: /^Rename/ }));
    await user.clear(screen.getByLabelText(/^Title of section 1/));
    await user.type(screen.getByLabelText(/^Title of section 1/), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/^Title of section 1/)).toBeNull();
    expect(await sectionNamed('Your work')).toBeTruthy();
    expect(screen.queryByText('Something else')).toBeNull();
    expect(changes(server)).toEqual([]);
  });

  it("shows the server's refusal above the title, keeps what was typed, and the title does not change", async () => {
    const user = userEvent.setup();
    const server = serveSurvey(threeAndOne(), {
      [`PATCH /surveys/${SURVEY_ID}/sections/:sectionId`]: () =>
        envelope(400, 'title must be at most 200 characters'),
    });
    renderBuilder();
    await user.click(within(await sectionNamed('Your work')).getByRole('button', { name: /^Rename/ }));
    const field = screen.getByLabelText(/^Title of section 1/) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'Your job');
    await user.click(screen.getByRole('button', { name: 'Save title' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('title must be at most 200 characters');
    // The refusal is in the form being edited, above the field.
    expect(alert.closest('form')).toBe(field.closest('form'));
    expect(field.value).toBe('Your job');
    expect(screen.getByRole('button', { name: 'Save title' })).toBeTruthy();
    expect(screen.queryByText(SURVEY_MESSAGES.sectionUpdated)).toBeNull();
    expect(changes(server)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await sectionNamed('Your work')).toBeTruthy();
    expect(screen.queryByText('Your job')).toBeNull();
  });
});

describe('Survey builder: moving a question', () => {
  it('offers no move out of a section: the first cannot go up, the last cannot go down', async () => {
    serveSurvey(threeAndOne());
    renderBuilder();
    await sectionNamed('Your training');
    const disabled = (name: string) => screen.getByRole('button', { name }).hasAttribute('disabled');
    expect(disabled('Move question 1 up')).toBe(true);
    expect(disabled('Move question 1 down')).toBe(false);
    expect(disabled('Move question 2 up')).toBe(false);
    expect(disabled('Move question 3 down')).toBe(true);
    // Question 4 is alone in its section.
    expect(disabled('Move question 4 up')).toBe(true);
    expect(disabled('Move question 4 down')).toBe(true);
  });

  it('moves a question down: both places are sent, every move waits meanwhile, then the new order shows', async () => {
    const user = userEvent.setup();
    const held = gate();
    const server = serveSurvey(threeAndOne(), {}, held.opened);
    renderBuilder();
    await sectionNamed('Your work');
    await user.click(screen.getByRole('button', { name: 'Move question 2 down' }));

    // While the move is on its way no other move can start, and the pressed one says so.
    await vi.waitFor(() => expect(moveButtons().every((move) => move.hasAttribute('disabled'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Move question 2 down' }).textContent).toBe('Please wait…');
    held.open();

    await vi.waitFor(() =>
      expect(questionsIn(screen.getByRole('region', { name: /·\s*Your work$/ }))).toEqual([
        'Question q1',
        'Question q3',
        'Question q2',
      ]),
    );
    expect(changes(server)).toEqual([
      ['PATCH', url(`/surveys/${SURVEY_ID}/questions/q3`), { order: 2 }],
      ['PATCH', url(`/surveys/${SURVEY_ID}/questions/q2`), { order: 3 }],
    ]);
    // Renumbered: q3 is now the 2nd question, q2 the 3rd; the other section is untouched.
    expect([
      placeOf('Question q1'),
      placeOf('Question q3'),
      placeOf('Question q2'),
      placeOf('Question q4'),
    ]).toEqual(['1', '2', '3', '4']);
    expect(screen.getByText('Question q2').closest('li')!.textContent).toContain('Edit question 3');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Move question 3 down' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move question 2 up' }).hasAttribute('disabled')).toBe(false);
  });

  it('moves a question up to the top of its section', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(threeAndOne());
    renderBuilder();
    await sectionNamed('Your work');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await vi.waitFor(() =>
      expect(questionsIn(screen.getByRole('region', { name: /·\s*Your work$/ }))).toEqual([
        'Question q2',
        'Question q1',
        'Question q3',
      ]),
    );
    expect(changes(server)).toEqual([
      ['PATCH', url(`/surveys/${SURVEY_ID}/questions/q2`), { order: 1 }],
      ['PATCH', url(`/surveys/${SURVEY_ID}/questions/q1`), { order: 2 }],
    ]);
    expect(placeOf('Question q2')).toBe('1');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 1 up' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it("shows the server's refusal on the page, and the order stays as it was", async () => {
    const user = userEvent.setup();
    const server = serveSurvey(threeAndOne(), {
      [`PATCH /surveys/${SURVEY_ID}/questions/:questionId`]: () =>
        envelope(400, 'order must be at most 10000'),
    });
    renderBuilder();
    await sectionNamed('Your work');
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect((await screen.findByRole('alert')).textContent).toBe('order must be at most 10000');
    // The first refusal stops the move: the second question's place was not sent.
    expect(changes(server)).toEqual([['PATCH', url(`/surveys/${SURVEY_ID}/questions/q2`), { order: 1 }]]);
    expect(questionsIn(await sectionNamed('Your work'))).toEqual([
      'Question q1',
      'Question q2',
      'Question q3',
    ]);
    expect(placeOf('Question q1')).toBe('1');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 1 down' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });
});

describe('Survey builder: preview', () => {
  /** Three sections' worth of questions of every type; stored out of order to see the page sort them. */
  const mixed = () => {
    const closing = aSection('section-closing', 'Last words', 3);
    return aSurveyDetail({
      sections: [work, training, closing],
      questions: [
        aQuestion('q-text', closing, 3, {
          text: 'Anything to add?',
          type: 'text',
          options: [],
          required: false,
        }),
        aQuestion('q-choice', work, 1, {
          text: 'Where do you work now?',
          options: [
            { _id: 'o-company', text: 'A company' },
            { _id: 'o-own', text: 'My own business' },
            { _id: 'o-none', text: 'Not working' },
          ],
        }),
        aQuestion('q-scale', training, 2, {
          text: 'How useful was your training?',
          type: 'objective',
          options: [
            { _id: 'o-1', text: 'Not useful' },
            { _id: 'o-2', text: 'Useful' },
            { _id: 'o-3', text: 'Very useful' },
          ],
        }),
      ],
    });
  };
  const radios = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.textContent);

  it('walks through every question in order, with its section and options, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = serveSurvey(mixed());
    renderBuilder();
    await sectionNamed('Last words');
    const gets = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Graduate tracer 2025' });
    expect(within(dialog).getByText('As a respondent sees it. Nothing is sent.')).toBeTruthy();

    expect(within(dialog).getByText('Question 1 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Your work')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Where do you work now?' })).toBeTruthy();
    expect(radios(dialog)).toEqual(['A company', 'My own business', 'Not working']);
    expect(
      within(dialog)
        .getByRole('button', { name: /Previous/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    // A required question waits for its answer, as it does for a respondent.
    expect(within(dialog).getByRole('button', { name: /^Next/ }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'My own business' }));
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }));

    expect(within(dialog).getByText('Question 2 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Your training')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'How useful was your training?' })).toBeTruthy();
    expect(radios(dialog)).toEqual(['Not useful', 'Useful', 'Very useful']);
    await user.click(within(dialog).getByRole('button', { name: /Previous/ }));
    // Back at the first question, its answer is still chosen.
    expect((within(dialog).getByRole('radio', { name: 'My own business' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Very useful' }));
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }));

    expect(within(dialog).getByText('Question 3 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Last words')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /^Anything to add\?\s*\(optional\)$/ })).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: /Anything to add\?/ })).toBeTruthy();
    // An optional question may be passed without an answer; the last one submits.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      within(dialog).getByText(`A respondent would now see “${SURVEY_MESSAGES.completed}”.`),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.slice(gets)).toEqual([]);
  });

  it('opens again at the first question with no answer chosen', async () => {
    const user = userEvent.setup();
    serveSurvey(mixed());
    renderBuilder();
    await sectionNamed('Last words');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    let dialog = await screen.findByRole('dialog', { name: /^Preview/ });
    await user.click(within(dialog).getByRole('radio', { name: 'A company' }));
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    dialog = await screen.findByRole('dialog', { name: /^Preview/ });
    expect(within(dialog).getByText('Question 1 of 3')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('follows the order the builder shows, after a question moved', async () => {
    const user = userEvent.setup();
    serveSurvey(threeAndOne());
    renderBuilder();
    await sectionNamed('Your work');
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    await vi.waitFor(() => expect(placeOf('Question q2')).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: /^Preview/ });
    expect(within(dialog).getByRole('heading', { name: 'Question q2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }));
    expect(within(dialog).getByRole('heading', { name: 'Question q1' })).toBeTruthy();
  });
});

describe('Survey builder: the survey’s details', () => {
  it('edits title, introduction and who is asked: prefilled, Saving… while sent, then shown on the page', async () => {
    const user = userEvent.setup();
    const held = gate();
    const server = serveSurvey(threeAndOne(), {}, held.opened);
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey details' });
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    const text = within(dialog).getByLabelText(/^Introduction/) as HTMLTextAreaElement;
    const who = within(dialog).getByLabelText(/^Who is asked/) as HTMLSelectElement;
    expect([title.value, text.value, who.value]).toEqual([
      'Graduate tracer 2025',
      'Where are you working now?',
      'graduate',
    ]);
    expect(who.disabled).toBe(false);

    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(changes(server)).toEqual([]);

    await user.type(title, 'Employer survey 2025');
    await user.clear(text);
    await user.type(text, 'How are our graduates doing at work?');
    await user.selectOptions(who, 'employer');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(
      (await within(dialog).findByRole('button', { name: 'Saving…' })).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(changes(server)).toEqual([
      [
        'PATCH',
        url(`/surveys/${SURVEY_ID}`),
        {
          title: 'Employer survey 2025',
          text: 'How are our graduates doing at work?',
          respondent_type: 'employer',
        },
      ],
    ]);
    held.open();

    expect(await screen.findByText(SURVEY_MESSAGES.updated)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer survey 2025' })).toBeTruthy();
    expect(screen.getByText('How are our graduates doing at work?')).toBeTruthy();
    expect(screen.getByText('For employers')).toBeTruthy();
    expect(document.title).toMatch(/^Employer survey 2025 · Survey builder/);
    // Opened again, the form holds what was saved.
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const again = await screen.findByRole('dialog', { name: 'Survey details' });
    expect((within(again).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Employer survey 2025');
    expect((within(again).getByLabelText(/^Who is asked/) as HTMLSelectElement).value).toBe('employer');
    // The preview carries the new title too.
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('dialog', { name: 'Preview: Employer survey 2025' })).toBeTruthy();
  });

  it("shows the server's refusal inside the dialog, keeps it open with the typed values, and changes nothing", async () => {
    const user = userEvent.setup();
    const server = serveSurvey(threeAndOne(), {
      [`PATCH /surveys/${SURVEY_ID}`]: () => envelope(400, 'title must be at most 200 characters'),
    });
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey details' });
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    await user.clear(title);
    await user.type(title, 'A new title');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'title must be at most 200 characters',
    );
    expect(screen.getByRole('dialog', { name: 'Survey details' })).toBe(dialog);
    expect(title.value).toBe('A new title');
    expect(changes(server)).toHaveLength(1);
    expect(screen.queryByText(SURVEY_MESSAGES.updated)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Graduate tracer 2025');
  });

  it('shows a refusal that is not a Bad Request where a screen reader can reach it, not behind the dialog', async () => {
    const user = userEvent.setup();
    // Published in another tab meanwhile: who is asked can no longer change (409).
    serveSurvey(threeAndOne(), {
      [`PATCH /surveys/${SURVEY_ID}`]: () => envelope(409, SURVEY_MESSAGES.locked),
    });
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey details' });
    await user.selectOptions(within(dialog).getByLabelText(/^Who is asked/), 'staff');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    // The page behind a modal dialog is hidden from screen readers: the reason must be inside the dialog.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SURVEY_MESSAGES.locked);
    expect(screen.getByText('For graduates')).toBeTruthy();
  });
});

describe('Survey builder: a published survey', () => {
  it('has no rename or move, still previews, and its details change without who is asked', async () => {
    const user = userEvent.setup();
    const server = serveSurvey({ ...threeAndOne(), state: 'published' });
    renderBuilder();
    expect(await screen.findByText(SURVEY_MESSAGES.locked)).toBeTruthy();
    expect(screen.getByText('Question q4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move question/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey details' });
    const who = within(dialog).getByLabelText(/^Who is asked/) as HTMLSelectElement;
    expect(who.disabled).toBe(true);
    expect(
      within(dialog).getByText('Fixed once the survey is published, so results never mix groups.'),
    ).toBeTruthy();
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Graduate tracer 2025 (final)');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Graduate tracer 2025 (final)' }),
    ).toBeTruthy();
    expect(changes(server)).toEqual([
      [
        'PATCH',
        url(`/surveys/${SURVEY_ID}`),
        { title: 'Graduate tracer 2025 (final)', text: 'Where are you working now?' },
      ],
    ]);
    expect(screen.getByText('Published')).toBeTruthy();
  });
});
