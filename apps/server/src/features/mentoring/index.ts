/*
 * The mentoring feature's public face (features/dependencies.json): its table (for foreign keys) and the reads
 * other features ask, whether a graduate is in a mentor's cohort and whether a mentor may open a file (uploads).
 */
export { isMentorOf, mentorMayReadFile } from './mentoring.mentees';
export { mentorAssignments } from './mentoring.table';
