/**
 * The server's validation msg names API fields ('accreditation_type is required', 'Please correct these fields:
 * title is required; text is required'). Every person reads it as a sentence in their words (issue 22.15), by one
 * rule for every screen: a part that starts with the name of a field the answer lists as refused starts with
 * that name in words instead ('Accreditation type is required'). Only names the answer itself lists are
 * touched, so the spec's own messages ('password updated succesfully') stay letter for letter.
 */
export function fieldInWords(field: string): string {
  const words = field.replaceAll(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LIST_PREFIX = 'Please correct these fields: ';

export function readableMessage(message: string, fields: Record<string, string>): string {
  const names = Object.keys(fields).sort((a, b) => b.length - a.length);
  if (names.length === 0) return message;
  const inWords = (part: string) => {
    const name = names.find(
      (candidate) => part.startsWith(`${candidate} `) || part.startsWith(`${candidate}:`),
    );
    return name ? `${fieldInWords(name)}${part.slice(name.length)}` : part;
  };
  if (message.startsWith(LIST_PREFIX)) {
    return LIST_PREFIX + message.slice(LIST_PREFIX.length).split('; ').map(inWords).join('; ');
  }
  return inWords(message);
}
