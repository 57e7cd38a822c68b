import { TRUNCATE, truncate } from '@tvet/contract';

/**
 * An e-mail address as a mail link. In lists it is cut to 20 characters (spec 001 §2); the whole address is
 * still what the link opens, what it says on hover and what a screen reader reads.
 */
export function EmailLink({ email, short = false }: { email: string; short?: boolean }) {
  const shown = short ? truncate(email, TRUNCATE.applicantEmail) : email;
  return (
    <a
      href={`mailto:${email}`}
      title={email}
      aria-label={shown === email ? undefined : email}
      className={short ? 'text-link whitespace-nowrap' : 'text-link break-all'}
    >
      {shown}
    </a>
  );
}
