/**
 * Field names in words (issue 22 point 15), one rule for the server and the web app. Validation messages name the
 * API's field ('accreditation_type is required', 'Please correct these fields: title is required; text is
 * required'); the server's envelope and every screen read them as sentences instead: a part that starts with the
 * name of a field the refusal lists starts with that name in words ('Accreditation type is required'). Only names
 * the refusal itself lists are touched, so the spec's own messages ('password updated succesfully') stay letter
 * for letter, and `payload.fields` stays keyed by the API's names for the forms that mark each control.
 */

/** Words that read as capitals when a field is named ('nin' -> 'NIN', 'programme_id' -> 'Programme ID'). */
const WORD_CAPITALS: Record<string, string> = {
  id: 'ID',
  nin: 'NIN',
  lga: 'LGA',
  cac: 'CAC',
  url: 'URL',
  nysc: 'NYSC',
  otp: 'OTP',
};

/**
 * 'accreditation_type' -> 'Accreditation type'; 'number_of_staff.academic' -> 'Number of staff academic'; a list
 * position counts from 1: 'responses.1.text' -> 'Responses item 2 text'.
 */
export function fieldInWords(field: string): string {
  const words = field
    .split(/[._\s]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? `item ${Number(word) + 1}` : (WORD_CAPITALS[word] ?? word)))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How the envelope lists several bad fields in one msg. */
export const FIELD_LIST_PREFIX = 'Please correct these fields: ';

/** The refusal's msg with each listed field named in words (see the top of this file). */
export function readableMessage(message: string, fields: Record<string, string> | null | undefined): string {
  // A list's field is listed by its item ('group_by.0') while its message names the list ('group_by must be …').
  const prefixes = (name: string) =>
    name.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));
  const names = [...new Set(Object.keys(fields ?? {}).flatMap(prefixes))].sort((a, b) => b.length - a.length);
  if (names.length === 0) return message;
  const inWords = (part: string) => {
    const name = names.find(
      (candidate) => part.startsWith(`${candidate} `) || part.startsWith(`${candidate}:`),
    );
    return name ? `${fieldInWords(name)}${part.slice(name.length)}` : part;
  };
  if (message.startsWith(FIELD_LIST_PREFIX)) {
    return FIELD_LIST_PREFIX + message.slice(FIELD_LIST_PREFIX.length).split('; ').map(inWords).join('; ');
  }
  return inWords(message);
}
