import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ResponseRow, SurveyDetail, SurveyQuestion, SurveySection } from '@tvet/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { testQueryClient } from '@/test/render';

/** The survey the console's page tests open. */
export const SURVEY_ID = 'survey-1';

export function aSection(_id: string, title: string, order: number): SurveySection {
  return { _id, title, order };
}

/** A two-option multiple-choice question of `section`; `order` is its place in the answering order. */
export function aQuestion(
  _id: string,
  section: SurveySection,
  order: number,
  overrides: Partial<SurveyQuestion> = {},
): SurveyQuestion {
  return {
    _id,
    survey_id: SURVEY_ID,
    text: `Question ${_id}`,
    type: 'multiple_choice',
    options: [
      { _id: `${_id}-yes`, text: 'Yes' },
      { _id: `${_id}-no`, text: 'No' },
    ],
    order,
    required: true,
    section_id: { _id: section._id, title: section.title },
    indicator: null,
    ...overrides,
  };
}

/** A draft for graduates with no section yet (pass sections and questions to fill it). */
export function aSurveyDetail(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  const questions = overrides.questions ?? [];
  return {
    _id: SURVEY_ID,
    title: 'Graduate tracer 2025',
    text: 'Where are you working now?',
    respondent_type: 'graduate',
    state: 'draft',
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-09-01T10:00:00.000Z',
    publishedAt: null,
    question_count: questions.length,
    survey_status: null,
    question_id: null,
    progress: 0,
    respondent_count: 0,
    sections: [],
    questions,
    answers: [],
    ...overrides,
  };
}

/** Respondent number `n`: a graduate who answered `answers` (question id → answer text). */
export function aResponseRow(n: number, answers: Record<string, string> = {}): ResponseRow {
  return {
    _id: `respondent-${n}`,
    user_id: {
      _id: `account-${n + 100}`,
      name: `Graduate ${n}`,
      email: `graduate${n}@example.ng`,
      user_type: 'graduate',
    },
    status: 'completed',
    updatedAt: '2025-09-10T09:30:00.000Z',
    answers,
  };
}

/**
 * `element` as the page at `pattern` (e.g. '/admin/surveys/:id'), opened at `path`, with a fresh query cache and
 * the toasts: the pages read the survey id from the address, which renderWithData's catch-all route leaves out.
 */
export function renderPageAt(pattern: string, element: ReactElement, path: string) {
  const client = testQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <QueryClientProvider client={client}>
            {element}
            <Toaster />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { client, router, ...render(<RouterProvider router={router} />) };
}

/** Toasts outlive a test (they leave after 5 s): dismissing them after each test lets the next read only its own. */
export function dismissToasts() {
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification', hidden: true })) {
    fireEvent.click(button);
  }
}
