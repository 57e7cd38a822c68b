import type { ClaimStatus, RollClaimState } from '@tvet/contract';

export interface PeopleFilters {
  page: number;
  name?: string;
  claim_status?: ClaimStatus;
}

export interface RollFilters {
  page: number;
  name?: string;
  programme_id?: string;
  graduation_year?: number;
  claim_status?: RollClaimState;
  invited?: 'true' | 'false';
}

/**
 * Query keys of the institution portal, one tree per institution: a claim decision refreshes the students,
 * the roll and the overview figures together; an import refreshes the roll and the figures.
 */
export const institutionKeys = {
  all: (institutionId: string) => ['institution', institutionId] as const,
  overview: (institutionId: string) => [...institutionKeys.all(institutionId), 'overview'] as const,
  graduates: (institutionId: string) => [...institutionKeys.all(institutionId), 'graduates'] as const,
  graduateList: (institutionId: string, filters: PeopleFilters) =>
    [...institutionKeys.graduates(institutionId), 'list', filters] as const,
  student: (institutionId: string, graduateId: string) =>
    [...institutionKeys.graduates(institutionId), 'detail', graduateId] as const,
  staff: (institutionId: string) => [...institutionKeys.all(institutionId), 'staff'] as const,
  staffList: (institutionId: string, filters: PeopleFilters) =>
    [...institutionKeys.staff(institutionId), 'list', filters] as const,
  staffMember: (institutionId: string, staffId: string) =>
    [...institutionKeys.staff(institutionId), 'detail', staffId] as const,
  roll: (institutionId: string) => [...institutionKeys.all(institutionId), 'roll'] as const,
  rollList: (institutionId: string, filters: RollFilters) =>
    [...institutionKeys.roll(institutionId), 'list', filters] as const,
  programmeOptions: (institutionId: string) =>
    [...institutionKeys.all(institutionId), 'programme-options'] as const,
};
