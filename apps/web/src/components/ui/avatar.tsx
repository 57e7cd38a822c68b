import { useAuthedFileUrl } from '@/lib/authed-file';

/**
 * A person's picture, fetched with the token (stored files need it) and shown through an object URL, or
 * their initial on a green disc while it loads or when there is none (spec 001 §2 "avatar or initial").
 * Decorative: the name is always written next to it, so it has no accessible name of its own.
 */
export function Avatar({
  name,
  url,
  className = 'size-10',
}: {
  name: string;
  url: string | null | undefined;
  className?: string;
}) {
  const file = useAuthedFileUrl(url);
  if (file.src) {
    return <img src={file.src} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-900`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
