import { pageLabel, surveyProgress, surveyTab } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { pageLabelOf, surveyProgressOf, tabOfStatus } from './progress';

describe('survey helpers kept apart from the contract schemas', () => {
  it('compute what the contract computes', () => {
    for (const [answered, total] of [
      [0, 0],
      [3, 0],
      [1, 3],
      [2, 3],
      [1, 8],
      [5, 3],
      [7, 7],
    ] as const) {
      expect(surveyProgressOf(answered, total)).toBe(surveyProgress(answered, total));
    }
    for (const status of [null, undefined, '', 'ongoing', 'completed', 'Completed', 'closed']) {
      expect(tabOfStatus(status)).toBe(surveyTab(status));
    }
    for (const [page, total] of [
      [1, 0],
      [1, 1],
      [2, 5],
    ] as const) {
      expect(pageLabelOf(page, total)).toBe(pageLabel(page, total));
    }
  });
});
