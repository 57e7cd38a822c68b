import { describe, expect, it } from 'vitest';
import { formatSalary, jobLocation, orNotAvailable, readableAddress } from './format';

describe('formatSalary', () => {
  it('shows naira per month', () => {
    expect(formatSalary(150000, 'NGN')).toBe('₦150,000 / month');
  });

  it('shows dollars per month', () => {
    expect(formatSalary(1200, 'USD')).toBe('US$1,200 / month');
  });
});

describe('readableAddress', () => {
  it('shows the pipe-separated address with commas', () => {
    expect(readableAddress('12 Allen Avenue|Lagos|Nigeria')).toBe('12 Allen Avenue, Lagos, Nigeria');
  });

  it('leaves out empty parts and says N/a when nothing is left', () => {
    expect(readableAddress('|Lagos|')).toBe('Lagos');
    expect(readableAddress('||')).toBe('N/a');
    expect(readableAddress(null)).toBe('N/a');
  });
});

describe('orNotAvailable', () => {
  it('says N/a for a missing or blank value', () => {
    expect(orNotAvailable(null)).toBe('N/a');
    expect(orNotAvailable('  ')).toBe('N/a');
    expect(orNotAvailable('+2348012345678')).toBe('+2348012345678');
  });
});

describe('jobLocation', () => {
  it('adds the state when the address does not name it', () => {
    expect(jobLocation({ address: '4 Marina Road', state: 'Lagos' })).toBe('4 Marina Road, Lagos');
    expect(jobLocation({ address: '4 Marina Road, Lagos', state: 'Lagos' })).toBe('4 Marina Road, Lagos');
    expect(jobLocation({ address: null, state: 'Kano' })).toBe('Kano');
  });

  it('says in words that no state was given (issue 22 point 9)', () => {
    expect(jobLocation({ address: null, state: null })).toBe('State not given');
    expect(jobLocation({ address: 'Ikeja', state: null })).toBe('Ikeja (state not given)');
  });
});
