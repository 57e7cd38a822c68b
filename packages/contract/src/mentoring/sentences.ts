import { BROADCAST_TEXT_MAX_LENGTH } from './limits';

/* Sentences (the spec's own: MESSAGES.noMentee 'No mentee found', MESSAGES.noMentor 'No mentor yet',
 * MESSAGES.noMatch 'No Match found'). */

export const MENTORING_MESSAGES = {
  // spec 001 §2 and §8, letter for letter
  noMenteeAssigned: 'No mentee has been assigned to you yet',
  cohortHeading: 'Cohort',
  searchStudent: 'Search student',
  sendBroadcast: 'Send Broadcast message',
  useMentorOutsideProvider: 'useMentor must be used within a MentorProvider',
  // ours
  mentorsLoaded: 'Mentors loaded',
  mentorLoaded: 'Mentor loaded',
  mentorCreated: (email: string) => `Mentor created. An invitation to set a password was sent to ${email}`,
  mentorUpdated: 'Mentor updated',
  mentorDeactivated: 'Mentor deactivated successfully. Their sessions have ended and they cannot sign in.',
  mentorReactivated: 'Mentor reactivated successfully. They can sign in again.',
  mentorReinvited: (email: string) =>
    `A new invitation was sent to ${email}. Any earlier link no longer works.`,
  mentorNotFound: 'No mentor with this id.',
  emailTaken: 'An account with this e-mail address already exists. Use another address.',
  alreadyJoined:
    'This mentor has already set a password. They can use Forgot password on the sign-in page if they lost it.',
  emailLocked: 'The e-mail address cannot be changed once the mentor has set a password.',
  mentorIsDeactivated: 'This mentor is deactivated. Reactivate them first.',
  alreadyDeactivated: 'This mentor is already deactivated.',
  alreadyActive: 'This mentor is already active.',
  invitationMailSubject: 'You are invited to mentor graduates on the TVET graduate tracer',
  invitationMail: (inviter: string, link: string, hours: number) =>
    `${inviter} invited you to mentor graduates on the TVET graduate tracer.\n\nOpen this link to choose your username and password (it works once, for ${hours} hours):\n${link}\n\nAfter that, sign in with your e-mail address and password to see your mentees.`,
  // assignment
  cohortLoaded: 'Cohort loaded',
  menteeLoaded: 'Mentee loaded',
  overviewLoaded: 'Overview loaded',
  graduateNotFound: 'No graduate with this id.',
  assigned: 'Graduate assigned to the mentor successfully',
  alreadyAssigned: 'This graduate is already in the mentor’s cohort.',
  bulkAssigned: (count: number) =>
    `${count} graduate${count === 1 ? '' : 's'} assigned to the mentor successfully`,
  unassigned: 'Graduate removed from the mentor’s cohort successfully',
  bulkUnassigned: (count: number) =>
    `${count} graduate${count === 1 ? '' : 's'} removed from the mentor’s cohort successfully`,
  unassignFilterRequired:
    'Choose at least one filter (institution, programme, graduation year or state), or choose to remove every graduate from this cohort.',
  unassignAllWithFilters:
    'Either choose filters or remove every graduate from this cohort, not both. Clear the filters to remove everyone.',
  noMenteesMatch:
    'No graduate in this mentor’s cohort matches these filters, so nothing was removed. Change the filters and preview again.',
  cohortEmpty: 'This mentor has no graduates in their cohort, so nothing was removed.',
  bulkUnassignAction: (count: number) => `Remove ${count.toLocaleString('en')} from this cohort`,
  bulkUnassignTitle: (count: number) =>
    `Remove ${count.toLocaleString('en')} graduate${count === 1 ? '' : 's'} from this mentor’s cohort?`,
  bulkUnassignWarning:
    'Every graduate of this cohort matching these filters leaves it and no longer receives the mentor’s broadcasts. Their messages so far stay. Other mentors’ cohorts are not changed.',
  /** The console's "remove every mentee" (bulk-unassign with all: true), named by the cohort's whole size. */
  unassignAllAction: (count: number) =>
    count === 1 ? 'Remove the 1 mentee' : `Remove all ${count.toLocaleString('en')} mentees`,
  unassignAllTitle: (count: number) =>
    count === 1
      ? 'Remove the 1 mentee from this mentor’s cohort?'
      : `Remove all ${count.toLocaleString('en')} mentees from this mentor’s cohort?`,
  unassignAllWarning: (count: number) =>
    `${count === 1 ? 'The 1 mentee leaves' : `Every one of the ${count.toLocaleString('en')} mentees leaves`} this cohort, deactivated graduates included, and no longer receives the mentor’s broadcasts. No graduate is deleted: their accounts, profiles and messages so far stay, and other mentors’ cohorts are not changed.`,
  unassignAllConfirm: (count: number) => (count === 1 ? 'Remove' : 'Remove all'),
  notAssigned: 'This graduate is not in the mentor’s cohort.',
  previewReady: (count: number) => `${count} graduate${count === 1 ? '' : 's'} match these filters`,
  filterRequired: 'Choose at least one filter: institution, programme, graduation year or state.',
  noGraduatesMatch: 'No graduate matches these filters. Change the filters and preview again.',
  nothingNew: 'Every graduate matching these filters is already in the mentor’s cohort.',
  cohortTooLarge: (wouldBe: number, max: number) =>
    `This would make a cohort of ${wouldBe.toLocaleString('en')} graduates; a mentor can have at most ${max.toLocaleString('en')}. Narrow the filters (add a programme, year or state) or assign to several mentors.`,
  cohortFull: (max: number) =>
    `This mentor's cohort is full (${max.toLocaleString('en')} graduates). Unassign someone first or choose another mentor.`,
  /** A mentor reading a graduate outside their cohort (detail, institutions, files). */
  notYourMentee: 'This graduate is not one of your mentees.',
  /** A graduate reading another graduate's mentors. */
  notYourMentors: 'You can only see your own mentors.',
  mentorsOfGraduateLoaded: 'Mentors loaded',
  // broadcast
  broadcastSent: (count: number) => `Broadcast sent successfully to ${count} mentee${count === 1 ? '' : 's'}`,
  broadcastEmpty: 'Write a message before sending.',
  broadcastTooLong: `A broadcast can be at most ${BROADCAST_TEXT_MAX_LENGTH} characters. Shorten it or split it into several messages.`,
  broadcastNoMentees: 'No mentee has been assigned to you yet, so there is nobody to send to.',
} as const;
