import { describe, expect, it } from 'vitest';
import { labelLines } from './bar-chart';

/*
 * Issue 22: at 360 px long programme names with their count ran past the chart's edge. A label is wrapped into
 * lines of the chart's width in characters, words whole, the count or the suppression note never split.
 */
describe('labelLines', () => {
  it('keeps a short label and its count on one line', () => {
    expect(labelLines('Female', 'n = 412', 30)).toEqual([{ text: 'Female', note: '  n = 412' }]);
  });

  it('wraps a long programme name by words and puts the count where it fits', () => {
    const lines = labelLines('Electrical/Electronic Engineering Technology', 'n = 59', 26);
    expect(lines).toEqual([
      { text: 'Electrical/Electronic', note: '' },
      { text: 'Engineering Technology', note: '' },
      { text: '', note: 'n = 59' },
    ]);
    for (const line of lines) expect(line.text.length + line.note.length).toBeLessThanOrEqual(26);
  });

  it('gives the suppression note a line of its own when the name fills the last one', () => {
    expect(labelLines('Health Information Management', 'fewer than 5 (suppressed)', 30)).toEqual([
      { text: 'Health Information Management', note: '' },
      { text: '', note: 'fewer than 5 (suppressed)' },
    ]);
  });
});
