/**
 * The answering order of a survey. The server orders questions by their `order`, then by section; the builder
 * keeps every question's `order` equal to its place when the sections are read one after another, so that
 * respondents meet the sections whole, in the order the administrator sees them.
 */
export interface OrderedSection {
  _id: string;
  order: number;
}

export interface OrderedQuestion {
  _id: string;
  order: number;
  section_id: { _id: string };
}

export interface SectionGroup<S, Q> {
  section: S;
  questions: Q[];
}

/** Sections in their order, each with its questions in theirs. */
export function groupBySection<S extends OrderedSection, Q extends OrderedQuestion>(
  sections: readonly S[],
  questions: readonly Q[],
): SectionGroup<S, Q>[] {
  return [...sections]
    .sort((a, b) => a.order - b.order)
    .map((section) => ({
      section,
      questions: questions
        .filter((question) => question.section_id._id === section._id)
        .sort((a, b) => a.order - b.order),
    }));
}

/** Question ids in answering order, section by section. */
export function sequenceOf<S extends OrderedSection, Q extends OrderedQuestion>(
  groups: SectionGroup<S, Q>[],
): string[] {
  return groups.flatMap((group) => group.questions.map((question) => question._id));
}

/** The `order` changes that make each question's order its place (1-based) in `sequence`. */
export function renumber(sequence: readonly string[], questions: readonly OrderedQuestion[]) {
  const current = new Map(questions.map((question) => [question._id, question.order]));
  return sequence
    .map((questionId, index) => ({ questionId, order: index + 1 }))
    .filter(({ questionId, order }) => current.has(questionId) && current.get(questionId) !== order);
}

/** Where a new question at the end of a section goes in the answering order (its 1-based place). */
export function placeAtEndOf<S extends OrderedSection, Q extends OrderedQuestion>(
  groups: SectionGroup<S, Q>[],
  sectionId: string,
): number {
  let place = 0;
  for (const group of groups) {
    place += group.questions.length;
    if (group.section._id === sectionId) break;
  }
  return place + 1;
}

/** The sequence after moving a question one place up (-1) or down (+1) inside its section. */
export function moveWithinSection<S extends OrderedSection, Q extends OrderedQuestion>(
  groups: SectionGroup<S, Q>[],
  questionId: string,
  step: -1 | 1,
): string[] {
  const moved = groups.map((group) => {
    const ids = group.questions.map((question) => question._id);
    const from = ids.indexOf(questionId);
    const to = from + step;
    if (from === -1 || to < 0 || to >= ids.length) return ids;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    return ids;
  });
  return moved.flat();
}
