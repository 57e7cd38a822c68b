/** The user's picture, or their initials on a green disc when there is none. */
export function Avatar({
  name,
  url,
  className = 'size-10',
}: {
  name: string;
  url?: string | null;
  className?: string;
}) {
  if (url) return <img src={url} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
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
