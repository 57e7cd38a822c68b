import { describe, expect, it } from 'vitest';
import { droppedPluralBranches, pluralsOf } from './survey-translations';

describe("a survey translation's plurals (issue 29)", () => {
  const english = 'You have {count, plural, =0 {no job} one {# job} other {# jobs}} in {state}';

  it('reads each plural with its branches, nested braces included', () => {
    expect(pluralsOf(english)).toEqual([{ argument: 'count', branches: ['=0', 'one', 'other'] }]);
    expect(pluralsOf('{n, plural, offset:1 one {{name} and # other} other {#}}')).toEqual([
      { argument: 'n', branches: ['one', 'other'] },
    ]);
    expect(pluralsOf('No plural, {name}')).toEqual([]);
  });

  it("needs the language's CLDR categories and the English =N branches", () => {
    const hausa = 'Kana da {count, plural, =0 {babu aiki} one {aiki #} other {ayyuka #}} a {state}';
    expect(droppedPluralBranches(english, hausa, 'ha')).toBeNull();
    expect(
      droppedPluralBranches(english, 'O ní {count, plural, =0 {iṣẹ́ kankan} other {iṣẹ́ #}}', 'yo'),
    ).toBeNull();
    expect(droppedPluralBranches(english, 'Kana da {count, plural, =0 {babu} other {ayyuka #}}', 'ha')).toBe(
      "the plural branch 'one' of {count}",
    );
    expect(droppedPluralBranches(english, 'I nwere {count, plural, other {ọrụ #}}', 'ig')).toBe(
      "the plural branch '=0' of {count}",
    );
    expect(droppedPluralBranches(english, 'You get some jobs', 'pcm')).toBe('the plural of {count}');
  });
});
