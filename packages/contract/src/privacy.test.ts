import { describe, expect, it } from 'vitest';
import { toastTone } from './app-messages';
import { PRIVACY_MESSAGES, PROCESSING_ACTIVITY_DEFINITIONS } from './privacy';
import { CONSENT_PURPOSES } from './privacy-terms';

describe('privacy (issue 25)', () => {
  it('shows what worked in green and what was refused in red (spec 000 §8 toast tone)', () => {
    const done = [
      PRIVACY_MESSAGES.consentGiven,
      PRIVACY_MESSAGES.consentWithdrawn,
      PRIVACY_MESSAGES.guardianAsked,
      PRIVACY_MESSAGES.activityUpdated,
      PRIVACY_MESSAGES.noticePublished,
      PRIVACY_MESSAGES.breachRecorded,
      PRIVACY_MESSAGES.breachUpdated,
      PRIVACY_MESSAGES.breachNotifyQueued(3),
      PRIVACY_MESSAGES.breachNoticesStopped,
      PRIVACY_MESSAGES.requestUpdated,
      PRIVACY_MESSAGES.correctionSent,
    ];
    for (const text of done) expect(toastTone(text), text).toBe('success');
    const refused = [
      PRIVACY_MESSAGES.minorNeedsGuardian,
      PRIVACY_MESSAGES.breachNoticesAreStopped,
      PRIVACY_MESSAGES.correctionNotYourInstitution,
      PRIVACY_MESSAGES.guardianLinkInvalid,
    ];
    for (const text of refused) expect(toastTone(text), text).toBe('error');
  });

  it('rests exactly the optional extras on consent, and the tracer on a public task', () => {
    const onConsent = PROCESSING_ACTIVITY_DEFINITIONS.filter((a) => a.lawful_basis === 'consent').map(
      (a) => a.key,
    );
    expect(onConsent.sort()).toEqual([...CONSENT_PURPOSES].sort());
    expect(PROCESSING_ACTIVITY_DEFINITIONS.find((a) => a.key === 'tracer')?.lawful_basis).toBe('public_task');
  });
});
