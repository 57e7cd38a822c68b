/* The surveys feature's public face (features/dependencies.json): its tables, for foreign keys and the outcome figures. */
export {
  type QuestionOption,
  surveyQuestions,
  surveyRespondents,
  surveyResponses,
  surveySections,
  surveys,
} from './surveys.table';
