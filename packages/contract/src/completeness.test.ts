import { describe, expect, it } from 'vitest';
import { isProfileComplete, listMissing, missingProfileFields } from './completeness';

describe('what a profile still needs (spec 000 §3)', () => {
  const graduate = { address: '1 Road|Lagos|Nigeria', nin: '12345678901', is_employed: false };

  it('names the empty completeness fields, in order; false counts as an answer', () => {
    expect(missingProfileFields('graduate', graduate)).toEqual([]);
    expect(isProfileComplete('graduate', graduate)).toBe(true);
    expect(missingProfileFields('graduate', { ...graduate, nin: '', is_employed: null })).toEqual([
      'nin',
      'is_employed',
    ]);
    expect(missingProfileFields('graduate', {})).toEqual(['address', 'nin', 'is_employed']);
    expect(missingProfileFields('mentor', {})).toEqual([]);
  });

  it('reads them as a person would', () => {
    expect(listMissing([])).toBe('');
    expect(listMissing(['nin'])).toBe('NIN');
    expect(listMissing(['address', 'nin'])).toBe('address and NIN');
    expect(listMissing(['address', 'nin', 'is_employed'])).toBe('address, NIN and employment status');
    expect(listMissing(['cac_document'])).toBe('CAC document');
  });
});
