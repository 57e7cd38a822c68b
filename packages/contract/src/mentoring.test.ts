import { describe, expect, it } from 'vitest';
import { toastTone } from './app-messages';
import { MENTORING_MESSAGES as M } from './mentoring';

// The console shows the server's msg in a toast whose colour follows spec 000 §8's word rule, so a done
// action must read green and a refusal red.
describe('mentoring sentences and the toast colour rule', () => {
  it('reads every completed action as a success', () => {
    const done = [
      M.mentorCreated('a@b.ng'),
      M.mentorUpdated,
      M.mentorDeactivated,
      M.mentorReactivated,
      M.mentorReinvited('a@b.ng'),
      M.assigned,
      M.bulkAssigned(1),
      M.bulkAssigned(3),
      M.unassigned,
      M.broadcastSent(2),
    ];
    for (const text of done) expect(toastTone(text), text).toBe('success');
  });

  it('reads every refusal as an error', () => {
    const refused = [
      M.emailTaken,
      M.alreadyJoined,
      M.alreadyAssigned,
      M.notAssigned,
      M.noGraduatesMatch,
      M.nothingNew,
      M.cohortTooLarge(600, 499),
      M.cohortFull(499),
      M.notYourMentee,
      M.broadcastEmpty,
      M.broadcastTooLong,
    ];
    for (const text of refused) expect(toastTone(text), text).toBe('error');
  });
});
