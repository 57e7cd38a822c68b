import { MESSAGES, TRUNCATE, truncate, type UserLookup } from '@tvet/contract';
import { type FormEvent, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { useFindUser } from '../api/find-user';

/**
 * Start a chat (spec 000 §2 '/messages', §5 'Chat'): find one person by their exact username or e-mail (the
 * server lists nobody, so the user base cannot be harvested). 'No user found' when there is none, 'This user is
 * you' for oneself; the e-mail searched for is shown cut at 25 characters (spec 000 §9).
 */
export function UserSearch({ meId, hrefTo }: { meId: string; hrefTo: (user: UserLookup) => string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const found = useFindUser(query);
  const inputId = useId();

  function search(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    setQuery(value || null);
  }

  return (
    <div className="flex flex-col gap-2 border-b border-gray-200 p-3">
      <search>
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('Search by username or e-mail')}
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (!event.target.value.trim()) setQuery(null);
            }}
            placeholder={t('Username or e-mail')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="field-input min-w-0 flex-1"
          />
          <button type="submit" className="btn btn-secondary px-4">
            {t('Search')}
          </button>
        </form>
      </search>
      {query && (
        <div aria-live="polite">
          {found.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="size-4" />
              {t('Searching…')}
            </p>
          ) : found.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {found.error.message}
            </p>
          ) : !found.data ? (
            <p className="text-sm font-semibold text-red-800">{tx(MESSAGES.noUserFound)}</p>
          ) : found.data._id === meId ? (
            <p className="text-sm font-semibold text-red-800">{tx(MESSAGES.thisUserIsYou)}</p>
          ) : (
            <FoundUser
              user={found.data}
              searched={query}
              href={hrefTo(found.data)}
              onChoose={() => {
                setText('');
                setQuery(null);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

function FoundUser({
  user,
  searched,
  href,
  onChoose,
}: {
  user: UserLookup;
  searched: string;
  href: string;
  onChoose: () => void;
}) {
  const email = searched.includes('@') ? searched : null;
  return (
    <div className="flex flex-col gap-2 rounded-lg p-2 ring-1 ring-gray-200">
      <div className="flex items-center gap-3">
        <Avatar name={user.name} url={user.avatar?.url} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words">{user.name}</span>
          <span className="text-sm break-words text-muted" title={email ?? undefined}>
            {email ? truncate(email, TRUNCATE.searchEmail) : `@${user.username}`} ·{' '}
            {tx(USER_TYPE_LABELS[user.user_type])}
          </span>
        </span>
      </div>
      <Link to={href} onClick={onChoose} className="btn btn-primary min-h-11 text-sm">
        {t('Message')} <span className="sr-only">{user.name}</span>
      </Link>
    </div>
  );
}
