import { describe, expect, it } from 'vitest';
import { groupBySection, moveWithinSection, placeAtEndOf, renumber, sequenceOf } from './question-order';

const sections = [
  { _id: 's2', order: 2 },
  { _id: 's1', order: 1 },
];
const q = (id: string, order: number, section: string) => ({ _id: id, order, section_id: { _id: section } });
const questions = [q('b', 2, 's1'), q('a', 1, 's1'), q('c', 3, 's2')];

describe('question order', () => {
  it('groups questions under their sections, both in order', () => {
    const groups = groupBySection(sections, questions);
    expect(groups.map((group) => group.section._id)).toEqual(['s1', 's2']);
    expect(sequenceOf(groups)).toEqual(['a', 'b', 'c']);
  });

  it('places a new question at the end of its section, before later sections', () => {
    const groups = groupBySection(sections, questions);
    expect(placeAtEndOf(groups, 's1')).toBe(3);
    expect(placeAtEndOf(groups, 's2')).toBe(4);
  });

  it('moves a question inside its section and renumbers only what changed', () => {
    const groups = groupBySection(sections, questions);
    const sequence = moveWithinSection(groups, 'b', -1);
    expect(sequence).toEqual(['b', 'a', 'c']);
    expect(renumber(sequence, questions)).toEqual([
      { questionId: 'b', order: 1 },
      { questionId: 'a', order: 2 },
    ]);
  });

  it('never moves a question out of its section', () => {
    const groups = groupBySection(sections, questions);
    expect(moveWithinSection(groups, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveWithinSection(groups, 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('closes the gaps a deletion leaves', () => {
    const left = [q('a', 1, 's1'), q('c', 3, 's2')];
    expect(renumber(sequenceOf(groupBySection(sections, left)), left)).toEqual([
      { questionId: 'c', order: 2 },
    ]);
  });
});
