import type { Programme } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** PATCH /v1/programmes/{id} {status}: an administrator approves or denies a pending accreditation. */
export const decideProgramme = ({ id, status }: { id: string; status: 'approved' | 'denied' }) =>
  act<Programme>(`/v1/programmes/${encodeURIComponent(id)}`, { status }, 'PATCH');

export const useDecideProgramme = () => useAdminAction(decideProgramme, adminKeys.programmes());
