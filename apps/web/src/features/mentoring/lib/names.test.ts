import { describe, expect, it } from 'vitest';
import { splitName } from './names';

describe('splitName (the mentee table: First name, Last name)', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName('Amina Bello')).toEqual({ first: 'Amina', last: 'Bello' });
    expect(splitName('  Chiamaka  Ada  Okafor ')).toEqual({ first: 'Chiamaka', last: 'Ada Okafor' });
  });
  it('leaves the last name empty for a single name', () => {
    expect(splitName('Tunde')).toEqual({ first: 'Tunde', last: '' });
  });
});
