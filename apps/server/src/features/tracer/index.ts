/*
 * The tracer feature's public face (features/dependencies.json). `saveCaseAnswers` is the one way any channel
 * (the web link, text message, USSD, WhatsApp, an interviewer on the phone) stores a case's answers.
 */
export { type AnswerContext, type CaseAnswer, saveCaseAnswers } from './tracer.answers';
export {
  CALLABLE,
  caseQuestionnaire,
  type FollowUpCase,
  followUpCases,
  followUpWaves,
  forgetInterviewer,
  type HandedOverCase,
  handedOverCases,
  moveCaseByCall,
  phoneResponseCounts,
} from './tracer.follow-up';
export { tracerCases } from './tracer.table';
