import { paths } from '@/config/paths';

/*
 * Plain replacements rather than React Router's generatePath: whatever this feature takes from the router
 * lands in the framework chunk that every first load of /login downloads.
 */
const withId = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

export const surveyHref = (id: string) => withId(paths.survey, id);
export const adminSurveyHref = (id: string) => withId(paths.adminSurvey, id);
export const adminResponsesHref = (id: string) => withId(paths.adminSurveyResponses, id);
