/*
 * The interviews feature's public face (features/dependencies.json): phone follow-up of tracer cases (issue 28).
 * Nothing is read from it by other features yet; its tables are listed for foreign keys.
 */
export { interviewAssignments, interviewCalls, interviewers } from './interviews.table';
