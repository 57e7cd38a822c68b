import type { Deps } from '../../platform/deps';
import { createAnsweringService } from './surveys.answering.service';
import { createAuthoringService } from './surveys.authoring.service';
import { createResultsService } from './surveys.results.service';
import { createStructureCache } from './surveys.structure';

/**
 * The surveys' use cases, one file per audience: respondents answering (`answering`), administrators writing the
 * questionnaire (`authoring`) and reading the answers back (`results`).
 */
export function createSurveysService(deps: Pick<Deps, 'db'>) {
  // One cache for both audiences: authoring forgets what it edits, answering reads it.
  const structures = createStructureCache(deps.db);
  return {
    answering: createAnsweringService(deps, structures),
    authoring: createAuthoringService(deps, structures),
    results: createResultsService(deps),
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;
