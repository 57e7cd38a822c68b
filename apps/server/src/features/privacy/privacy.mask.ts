/**
 * A NIN shown to someone whose work needs only to tell people apart (a mentor and their mentees): every character
 * but the last four replaced, so "12345678901" reads "•••••••8901". Null stays null.
 */
export function maskNin(nin: string | null | undefined): string | null {
  if (!nin) return nin ?? null;
  const visible = nin.slice(-4);
  return `${'•'.repeat(Math.max(0, nin.length - 4))}${visible}`;
}
