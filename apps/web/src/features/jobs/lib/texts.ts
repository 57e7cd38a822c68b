import { MESSAGES } from '@tvet/contract';

/** The jobs screens' headings and button labels, from the contract's letter-for-letter table ("Finsh" included). */
export const JOB_TEXTS = {
  employerEmptyTitle: MESSAGES.noJobPostTitle,
  employerEmptyText: MESSAGES.createFirstJobPost,
  createButton: MESSAGES.createJobPosting,
  modalTitle: MESSAGES.createJobPostingTitle,
  finish: MESSAGES.finishLabel,
  removedByEmployer: MESSAGES.jobRemoved,
  helloUser: MESSAGES.helloUser,
  welcomeBack: MESSAGES.welcomeBack,
  welcomeFirst: MESSAGES.welcomeFirst,
  areYouSure: MESSAGES.areYouSure,
} as const;
