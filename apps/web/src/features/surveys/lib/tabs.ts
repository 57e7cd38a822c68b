import { MESSAGES, type SurveyCounts, type SurveyStatusFilter } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';

export interface SurveyTab {
  value: 'all' | 'in-progress' | 'completed';
  label: string;
  status?: SurveyStatusFilter;
  count: keyof SurveyCounts;
  /** Spec 000 §8 empty states: 'No survey yet', and 'No survey {tab} yet' per tab. */
  empty: string;
}

/** The tabs of /surveys (spec 000 §2): all surveys, in progress, completed, each with its count. */
export const SURVEY_TABS: readonly SurveyTab[] = [
  {
    value: 'all',
    get label() {
      return t('All surveys');
    },
    count: 'all',
    empty: MESSAGES.noSurvey,
  },
  {
    value: 'in-progress',
    get label() {
      return t('In progress');
    },
    status: 'ongoing',
    count: 'ongoing',
    empty: MESSAGES.noSurveyInTab('in progress'),
  },
  {
    value: 'completed',
    get label() {
      return t('Completed');
    },
    status: 'completed',
    count: 'completed',
    empty: MESSAGES.noSurveyInTab('completed'),
  },
];

export function tabOf(value: string | null): SurveyTab {
  return SURVEY_TABS.find((tab) => tab.value === value) ?? SURVEY_TABS[0]!;
}
