import { Avatar } from '@/components/ui/avatar';

/** A person in a list: picture or initial, name, and a second line (e-mail, matric number). */
export function PersonCell({
  name,
  avatarUrl,
  detail,
}: {
  name: string;
  avatarUrl: string | null | undefined;
  detail?: string | null;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={name} url={avatarUrl} className="size-10 text-base" />
      <span className="flex min-w-0 flex-col">
        <span className="break-words">{name}</span>
        {detail && <span className="text-sm font-normal break-words text-muted">{detail}</span>}
      </span>
    </span>
  );
}
