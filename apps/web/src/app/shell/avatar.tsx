import { useAuthedFileUrl } from '@/lib/authed-file';

/** The user's picture, or their initials on a green disc when there is none (or while it loads). */
export function Avatar({
  name,
  url,
  className = 'size-10',
}: {
  name: string;
  url?: string | null;
  className?: string;
}) {
  // Stored pictures are read with the bearer token, so they are fetched and shown through an object URL.
  const picture = useAuthedFileUrl(url);
  if (picture.src) {
    return <img src={picture.src} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-900`}
    >
      {initials}
    </span>
  );
}
