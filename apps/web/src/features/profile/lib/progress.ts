import type { Profile } from '@tvet/contract';
import { countsPresent, fieldsOf, isSet, type OnboardingRole, type Section, WIZARDS } from './wizard-plan';

/**
 * Percent complete (spec 000 §2 and §9, spec 001 §4). Graduate: 25 for the address, 25 for the NIN, 50 for the
 * employment answer, capped at 100. Staff: a third per finished section. Institution: 50 once its counts are
 * in, 100 with the owner's name. Employer: 50 with website and ownership type, 100 with the CAC document.
 */
export function progressOf(role: OnboardingRole, profile: Profile): number {
  const f = fieldsOf(profile);
  switch (role) {
    case 'graduate':
      return Math.min(
        100,
        (isSet(f.address) ? 25 : 0) + (isSet(f.nin) ? 25 : 0) + (isSet(f.is_employed) ? 50 : 0),
      );
    case 'staff':
      return Math.round(
        (100 * ['address', 'type_of_appointment', 'nin'].filter((name) => isSet(f[name])).length) / 3,
      );
    case 'institution':
      return isSet(f.name_of_owner) ? 100 : countsPresent(f) ? 50 : 0;
    case 'employer':
      return isSet(f.cac_document) ? 100 : isSet(f.website_url) && isSet(f.ownership_type) ? 50 : 0;
  }
}

/**
 * The section being worked on: the first one not finished, or past the end once the profile is complete. Steps
 * before it show a check mark, it offers Continue, later ones are locked (spec 001 §2).
 */
export function activeSectionOf(role: OnboardingRole, profile: Profile): number {
  const sections = WIZARDS[role];
  if (profile.is_profile_complete) return sections.length;
  const f = fieldsOf(profile);
  const open = sections.findIndex((section) => !section.done(f));
  return open === -1 ? sections.length : open;
}

export type StepState = 'done' | 'current' | 'locked';
export const stepState = (index: number, active: number): StepState =>
  index < active ? 'done' : index === active ? 'current' : 'locked';

/** Where the wizard resumes inside a section: the first sub-step not yet filled in (the last one otherwise). */
export function firstOpenStep(section: Section, profile: Profile): number {
  const f = fieldsOf(profile);
  const open = section.steps.findIndex((step) => !step.done(f));
  return open === -1 ? section.steps.length - 1 : open;
}
