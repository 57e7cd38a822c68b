/**
 * A message's or a broadcast's client_id (contract CLIENT_ID_PATTERN: 8 to 64 of [A-Za-z0-9_-]): made once when the message is
 * written and reused on every retry, so the server stores it once. 128 random bits as 32 hex digits;
 * getRandomValues works on plain-http pages too, where crypto.randomUUID does not exist.
 */
export function makeClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
