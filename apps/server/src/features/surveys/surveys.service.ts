import type { Deps } from '../../platform/deps';
import { createAnsweringService } from './surveys.answering.service';
import { createAuthoringService } from './surveys.authoring.service';
import { createResultsService } from './surveys.results.service';

/**
 * The surveys' use cases, one file per audience: respondents answering (`answering`), administrators writing the
 * questionnaire (`authoring`) and reading the answers back (`results`).
 */
export function createSurveysService(deps: Pick<Deps, 'db'>) {
  return {
    answering: createAnsweringService(deps),
    authoring: createAuthoringService(deps),
    results: createResultsService(deps),
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;
