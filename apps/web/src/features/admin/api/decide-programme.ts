import { programmeOperations } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

export type ProgrammeDecision = { id: string } & (
  | { status: 'approved' }
  | { status: 'denied'; reason: string }
);

/**
 * PATCH /v1/programmes/{id} {status} (and {reason} when denying: required, e-mailed to the institution): an
 * administrator approves or denies a pending accreditation.
 */
export const decideProgramme = ({ id, ...decision }: ProgrammeDecision) =>
  act(programmeOperations.update, { id }, decision);

export const useDecideProgramme = () => useAdminAction(decideProgramme, adminKeys.programmes());
