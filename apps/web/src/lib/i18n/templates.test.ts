import { describe, expect, it } from 'vitest';
import { templatesOf, valuesOf } from './templates';

/** The values of the first template (the most literal first, as tx() tries them) that a text matches. */
function read(ids: string[], text: string) {
  for (const template of templatesOf(ids)) {
    const values = valuesOf(template, text);
    if (values) return { id: template.id, values };
  }
  return null;
}

describe("the catalogue's templates (what tx() matches a filled-in sentence against)", () => {
  const broadcast = '{count, plural, one {Broadcast sent to 1 mentee} other {Broadcast sent to # mentees}}';

  it('reads a plain template, its values as text', () => {
    expect(read(['Try again in {seconds} seconds.'], 'Try again in 30 seconds.')?.values).toEqual({
      seconds: '30',
    });
    expect(read(['Hi {name}'], 'Hi Ada')).toBeNull();
    expect(read(['{a} {b}'], 'x y')).toBeNull();
  });

  it("reads each branch of a plural, the count a number from '#' (with thousands separators) or from the branch", () => {
    expect(read([broadcast], 'Broadcast sent to 1 mentee')?.values).toEqual({ count: 1 });
    expect(read([broadcast], 'Broadcast sent to 1,234 mentees')?.values).toEqual({ count: 1234 });
    expect(read([broadcast], 'Broadcast sent to 1234 mentees')?.values).toEqual({ count: 1234 });
    expect(read([broadcast], 'Broadcast sent to many mentees')).toBeNull();
    expect(read([broadcast], 'Broadcast sent to 12,34 mentees')).toBeNull();
    const added =
      '{count, plural, one {New programme added} =0 {Nothing added} other {# new programmes added}}';
    expect(read([added], 'New programme added')?.values).toEqual({ count: 1 });
    expect(read([added], 'Nothing added')?.values).toEqual({ count: 0 });
  });

  it('keeps the other placeholders of a counted sentence, reads nested counts and quoted characters', () => {
    const skipped =
      '{skipped, plural, one {{created} added, 1 row left out.} other {{created} added, # rows left out.}}';
    expect(read([skipped], '1,200 added, 7 rows left out.')?.values).toEqual({
      created: '1,200',
      skipped: 7,
    });
    const nested =
      '{files, plural, one {{rows, plural, one {1 file, 1 row} other {1 file, # rows}}} other {{rows, plural, one {{files} files, 1 row} other {{files} files, # rows}}}}';
    expect(read([nested], '3 files, 1 row')?.values).toEqual({ files: 3, rows: 1 });
    expect(read([nested], '1 file, 9 rows')?.values).toEqual({ files: 1, rows: 9 });
    expect(
      read(["{count, plural, one {Ticket '#'1 note} other {Ticket '#'# notes}}"], 'Ticket #5 notes')?.values,
    ).toEqual({
      count: 5,
    });
  });

  it('wants the same value wherever an argument shows twice, and prefers the most specific template', () => {
    expect(read(['{name} and {name} again'], 'Ada and Obi again')).toBeNull();
    expect(read(['{name} and {name} again'], 'Ada and Ada again')?.values).toEqual({ name: 'Ada' });
    expect(read(['{what} removed', 'Graduate {name} removed'], 'Graduate Ada removed')?.id).toBe(
      'Graduate {name} removed',
    );
  });

  it('leaves out what it cannot fill: selects, formatted arguments, offsets', () => {
    expect(templatesOf(['{g, select, male {He left} other {They left}}', 'Paid {n, number} naira'])).toEqual(
      [],
    );
    expect(templatesOf(['{n, plural, offset:1 one {You and # more} other {You and # others}}'])).toEqual([]);
  });
});
