import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountry, isNigerianLga, lgasOf, NIGERIA, NIGERIA_LGAS, NIGERIAN_STATES } from './index';

// Official LGA counts per state (Constitution, First Schedule), written out
// independently of the data so a dropped or doubled entry shows up by state.
const EXPECTED_LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const sorted = (list: readonly string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en'));

describe('Nigerian states and LGAs', () => {
  it('has the 36 states plus the FCT, sorted, each keyed in NIGERIA_LGAS', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect([...NIGERIAN_STATES]).toEqual(sorted(NIGERIAN_STATES));
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory');
    expect(Object.keys(NIGERIA_LGAS).sort()).toEqual([...NIGERIAN_STATES].sort());
  });

  it('expected counts table is itself the official 774', () => {
    expect(Object.keys(EXPECTED_LGA_COUNTS).sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(Object.values(EXPECTED_LGA_COUNTS).reduce((a, b) => a + b, 0)).toBe(774);
  });

  it('has exactly 774 LGAs in total', () => {
    const total = NIGERIAN_STATES.reduce((sum, s) => sum + NIGERIA_LGAS[s].length, 0);
    expect(total).toBe(774);
  });

  it.each(NIGERIAN_STATES.map((s) => [s, EXPECTED_LGA_COUNTS[s]] as const))(
    '%s has %i LGAs',
    (state, count) => {
      expect(NIGERIA_LGAS[state]).toHaveLength(count);
    },
  );

  it.each([...NIGERIAN_STATES])('%s: no duplicates, sorted, no stray whitespace', (state) => {
    const lgas = NIGERIA_LGAS[state];
    expect(new Set(lgas).size).toBe(lgas.length);
    expect([...lgas]).toEqual(sorted(lgas));
    for (const lga of lgas) expect(lga).toBe(lga.trim().replace(/\s+/g, ' '));
  });

  it('spot-checks the FCT and Lagos', () => {
    expect(lgasOf('Federal Capital Territory')).toEqual([
      'Abaji',
      'Abuja Municipal',
      'Bwari',
      'Gwagwalada',
      'Kuje',
      'Kwali',
    ]);
    expect(lgasOf('Lagos')).toContain('Ikeja');
    expect(lgasOf('Lagos')).toContain('Eti-Osa');
  });

  it('lgasOf returns [] for an unknown state, including inherited object keys', () => {
    expect(lgasOf('Atlantis')).toEqual([]);
    expect(lgasOf('')).toEqual([]);
    expect(lgasOf('lagos')).toEqual([]);
    expect(lgasOf('toString')).toEqual([]);
    expect(lgasOf('__proto__')).toEqual([]);
  });

  it('isNigerianLga accepts an LGA only in its own state', () => {
    expect(isNigerianLga('Lagos', 'Ikeja')).toBe(true);
    expect(isNigerianLga('Kano', 'Nasarawa')).toBe(true);
    expect(isNigerianLga('Nasarawa', 'Nasarawa')).toBe(true);
    expect(isNigerianLga('Oyo', 'Surulere')).toBe(true);
    expect(isNigerianLga('Federal Capital Territory', 'Abuja Municipal')).toBe(true);
    expect(isNigerianLga('Lagos', 'Gwagwalada')).toBe(false);
    expect(isNigerianLga('Kano', 'Ikeja')).toBe(false);
    expect(isNigerianLga('Atlantis', 'Ikeja')).toBe(false);
    expect(isNigerianLga('Lagos', '')).toBe(false);
    expect(isNigerianLga('Lagos', 'ikeja')).toBe(false);
  });
});

describe('countries', () => {
  it('contains Nigeria under the name NIGERIA uses', () => {
    expect(NIGERIA).toBe('Nigeria');
    expect(COUNTRIES).toContain(NIGERIA);
    expect(isCountry(NIGERIA)).toBe(true);
  });

  it('contains common destinations', () => {
    for (const c of ['Ghana', 'United Kingdom', 'United States', 'Canada', 'South Africa']) {
      expect(isCountry(c)).toBe(true);
    }
    expect(isCountry('Atlantis')).toBe(false);
    expect(isCountry('')).toBe(false);
  });

  it('covers at least the 193 UN members, without duplicates, sorted', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(193);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect([...COUNTRIES]).toEqual(sorted(COUNTRIES));
  });
});
