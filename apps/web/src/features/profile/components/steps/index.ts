import type { ComponentType } from 'react';
import type { SubStepId } from '../../lib/wizard-plan';
import { BusinessStep, EmployerContactStep, OrganisationStep, UploadsStep } from './employer-steps';
import { EmploymentStep, GraduateInstitutionStep, NinStep, OLevelStep } from './graduate-steps';
import { InstitutionContactStep, InstitutionOverviewStep, PrincipalStep } from './institution-steps';
import { ContactStep, PersonStep, PictureStep } from './personal-steps';
import { StaffEmploymentStep, StaffIdentificationStep, StaffInstitutionStep } from './staff-steps';
import type { StepProps } from './step-shell';

/** The form of each wizard sub-step (the plan itself is in lib/wizard-plan.ts). */
export const STEP_FORMS: Record<SubStepId, ComponentType<StepProps>> = {
  picture: PictureStep,
  person: PersonStep,
  contact: ContactStep,
  'graduate-institution': GraduateInstitutionStep,
  'o-level': OLevelStep,
  nin: NinStep,
  employment: EmploymentStep,
  'staff-institution': StaffInstitutionStep,
  'staff-employment': StaffEmploymentStep,
  'staff-identification': StaffIdentificationStep,
  'institution-overview': InstitutionOverviewStep,
  principal: PrincipalStep,
  'institution-contact': InstitutionContactStep,
  'employer-contact': EmployerContactStep,
  business: BusinessStep,
  organisation: OrganisationStep,
  uploads: UploadsStep,
};

export type { StepProps };
