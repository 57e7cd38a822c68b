import type { Programme } from '@tvet/contract';

export function aProgramme(overrides: Partial<Programme> = {}): Programme {
  return {
    _id: 'programme-1',
    name: 'Electrical Engineering Technology',
    accreditation_type: 'full',
    granted_date: '2024-03-12',
    expiry_date: '2029-03-12',
    status: 'approved',
    created_by: 'institution-1',
    institution_name: 'Federal Polytechnic Ilaro',
    expires_in_days: 1200,
    denial_reason: null,
    createdAt: '2024-03-12T10:00:00.000Z',
    updatedAt: '2024-03-12T10:00:00.000Z',
    ...overrides,
  };
}
