import type { SurveyQuestion } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import type { QueuedAnswer } from './answer-store';
import { answeredIds, canProceed, initialValues, resumeIndex } from './resume';

const question = (id: string, type: SurveyQuestion['type'] = 'text', required = true): SurveyQuestion => ({
  _id: id,
  survey_id: 's',
  text: `Question ${id}`,
  type,
  options: type === 'text' ? [] : [{ _id: `${id}-a`, text: 'A' }],
  order: 1,
  required,
  section_id: { _id: 'section', title: 'Section' },
});
const questions = [question('q1'), question('q2', 'multiple_choice'), question('q3')];
const queued = (questionId: string, text: string): QueuedAnswer => ({
  surveyId: 's',
  questionId,
  sectionId: 'section',
  order: 1,
  completes: false,
  savedAt: 1,
  text,
  optionId: null,
});

describe('resuming a survey', () => {
  it('opens at the first question without an answer on the server or on the phone', () => {
    expect(resumeIndex(questions, answeredIds([], []))).toBe(0);
    expect(resumeIndex(questions, answeredIds([{ question_id: 'q1', text: 'x', optionId: null }], []))).toBe(
      1,
    );
    const server = [{ question_id: 'q1', text: 'x', optionId: null }];
    expect(resumeIndex(questions, answeredIds(server, [queued('q2', '')]))).toBe(2);
  });

  it('opens at the last question when every question has an answer', () => {
    const all = ['q1', 'q2', 'q3'].map((id) => ({ question_id: id, text: 'x', optionId: null }));
    expect(resumeIndex(questions, answeredIds(all, []))).toBe(2);
  });

  it('shows the draft first, then the answer waiting on the phone, then the server answer', () => {
    const values = initialValues(
      [
        { question_id: 'q1', text: 'server', optionId: null },
        { question_id: 'q2', text: null, optionId: 'q2-a' },
      ],
      [queued('q1', 'phone')],
      { q3: { text: 'typing', optionId: null } },
    );
    expect(values).toEqual({
      q1: { text: 'phone', optionId: null },
      q2: { text: '', optionId: 'q2-a' },
      q3: { text: 'typing', optionId: null },
    });
  });

  it('waits for a non-blank text or a choice before Next (spec 000 §5), unless the question is optional', () => {
    expect(canProceed(questions[0]!, { text: '   ', optionId: null })).toBe(false);
    expect(canProceed(questions[0]!, { text: 'Welder', optionId: null })).toBe(true);
    expect(canProceed(questions[1]!, { text: '', optionId: null })).toBe(false);
    expect(canProceed(questions[1]!, { text: '', optionId: 'q2-a' })).toBe(true);
    expect(canProceed(question('q4', 'text', false), { text: '', optionId: null })).toBe(true);
  });
});
