import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n/i18n';
import { Spinner } from './spinner';
import { TextField } from './text-field';

/** How long typing must pause before the server is asked (a slow line is not flooded, one call per word). */
const SEARCH_DELAY_MS = 400;

/**
 * The name search of the students and staff lists (spec 001 §2: placeholder "Search student"). The server
 * searches the whole list, not only the page on screen; a search starts when typing pauses.
 */
export function PeopleSearch({
  label,
  value,
  onSearch,
  searching,
  placeholder = 'Search student',
}: {
  label: string;
  /** Spec 001 §2: the lists' placeholder is "Search student". */
  placeholder?: string;
  /** The search in the address. */
  value: string;
  onSearch: (name: string) => void;
  /** The answer for the current search is on its way. */
  searching: boolean;
}) {
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);
  // The address changed (Back, a link): the box follows it.
  useEffect(() => {
    sent.current = value;
    setTyped(value);
  }, [value]);
  useEffect(() => {
    const name = typed.trim();
    if (name === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = name;
      onSearch(name);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  return (
    <search className="relative min-w-0 flex-1">
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          sent.current = typed.trim();
          onSearch(typed.trim());
        }}
      />
      {searching && (
        <span className="pointer-events-none absolute right-3 bottom-3.5 text-brand-700">
          <Spinner />
          <span className="sr-only">{t('Searching…')}</span>
        </span>
      )}
    </search>
  );
}
