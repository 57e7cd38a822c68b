import {
  type Figures,
  type GroupDimension,
  type GroupFigures,
  type IndicatorFigures,
  OUTCOME_SUPPRESSED_LABEL,
  OUTCOME_WEIGHTING_SENTENCE,
} from '@tvet/contract';

/** One group's indicator figures: an employment rate, raw and weighted, over a labour force. */
export function indicators(rate: number, weighted: number, labourForce: number): IndicatorFigures {
  const pair = (value: number | null) => ({ value, weighted: value });
  return {
    employment: {
      answered: labourForce,
      labour_force: labourForce,
      rate: { value: rate, weighted },
      parts: [],
      distribution: [],
    },
    months_to_first_job: { answered: labourForce, median: pair(5), distribution: [] },
    income_band: { answered: labourForce, at_or_above_minimum_wage: pair(0.4), distribution: [] },
    relevance: { answered: labourForce, mean: pair(3.9), distribution: [] },
    sector: { answered: 0, distribution: [] },
    job_satisfaction: { answered: labourForce, mean: pair(2.7), distribution: [] },
    work_state: { answered: 0, distribution: [] },
  };
}

export function group(
  keys: { dimension: GroupDimension; value: string; label: string }[],
  {
    frame,
    respondents,
    rate = 0.5,
    weighted = rate,
  }: { frame: number; respondents: number; rate?: number; weighted?: number },
): GroupFigures {
  return {
    keys,
    frame,
    respondents,
    response_rate: frame ? respondents / frame : null,
    below_threshold: respondents < 5,
    suppressed: false,
    suppressed_label: null,
    figures: indicators(rate, weighted, respondents),
  };
}

/** A group hidden by disclosure control, as institutions receive it. */
export function suppressed(
  keys: { dimension: GroupDimension; value: string; label: string }[],
  frame: number,
): GroupFigures {
  return {
    keys,
    frame,
    respondents: null,
    response_rate: null,
    below_threshold: true,
    suppressed: true,
    suppressed_label: OUTCOME_SUPPRESSED_LABEL,
    figures: null,
  };
}

export function figures(
  groupBy: GroupDimension[],
  total: GroupFigures,
  groups: GroupFigures[],
  applied = false,
): Figures {
  return {
    group_by: groupBy,
    filters: {},
    total,
    groups,
    suppression: { threshold: 5, applied },
    weighting: { method: 'post-stratification: sex × programme', sentence: OUTCOME_WEIGHTING_SENTENCE },
    computed_at: '2026-11-23T10:00:00.000Z',
  };
}

const key = (dimension: GroupDimension, value: string, label = value) => ({ dimension, value, label });
export const keys = {
  sex: (value: 'female' | 'male') => [key('sex', value, value === 'female' ? 'Female' : 'Male')],
  programme: (label: string) => [key('programme', label.toLowerCase(), label)],
  state: (state: string) => [key('institution_state', state)],
  residence: (state: string) => [key('residence_state', state)],
  cohort: (year: string) => [key('cohort', year)],
  institution: (id: string, label: string) => [key('institution', id, label)],
  round: (id: string, label: string) => [key('survey_round', id, label)],
};

/** The national view the tests serve: every dimension a chart or filter asks for. */
export function nationalView(groupBy: string | null): Figures {
  const total = group([], { frame: 3000, respondents: 1000, rate: 0.78, weighted: 0.79 });
  switch (groupBy) {
    case 'sex':
      return figures(['sex'], total, [
        group(keys.sex('female'), { frame: 1400, respondents: 400, rate: 0.74, weighted: 0.75 }),
        group(keys.sex('male'), { frame: 1600, respondents: 600, rate: 0.8, weighted: 0.81 }),
      ]);
    case 'programme':
      return figures(['programme'], total, [
        group(keys.programme('Welding and Fabrication'), { frame: 300, respondents: 90, rate: 0.8 }),
        group(keys.programme('Cosmetology'), { frame: 40, respondents: 3, rate: 1 }),
      ]);
    case 'institution_state':
      return figures(['institution_state'], total, [
        group(keys.state('Lagos'), { frame: 900, respondents: 300, rate: 0.81, weighted: 0.804 }),
        group(keys.state('Kano'), { frame: 600, respondents: 200, rate: 0.78 }),
      ]);
    case 'cohort':
      return figures(['cohort'], total, [
        group(keys.cohort('2023'), { frame: 1000, respondents: 300, rate: 0.7 }),
        group(keys.cohort('2024'), { frame: 1000, respondents: 400, rate: 0.75 }),
      ]);
    case 'institution':
      return figures(['institution'], total, [
        group(keys.institution('inst-1', 'Yaba College of Technology'), { frame: 500, respondents: 200 }),
      ]);
    case 'survey_round':
      return figures(['survey_round'], total, [
        group(keys.round('survey-1', 'Graduate tracer 2026'), { frame: 3000, respondents: 1000 }),
      ]);
    default:
      return figures([], total, []);
  }
}
