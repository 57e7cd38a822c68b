/**
 * Labels of the jobs screens that spec 001 §2 quotes but the contract does not carry yet (its MESSAGES and
 * JOB_MESSAGES hold the messages; these are headings and button labels). Kept letter for letter, "Finsh"
 * included, in one place so they can move to '@tvet/contract' without touching the screens.
 */
export const JOB_TEXTS = {
  employerEmptyTitle: 'No Job post yet',
  employerEmptyText: 'Create your first Job post',
  createButton: 'Create job posting',
  modalTitle: 'Create Job Posting',
  finish: 'Finsh',
  removedByEmployer: 'This job was removed by the employer',
  helloUser: (username: string) => `Hello ${username}`,
  welcomeBack: 'Welcome back',
  areYouSure: 'Are you sure?',
} as const;
