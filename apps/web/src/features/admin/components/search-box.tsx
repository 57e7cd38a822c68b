import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { t, tx } from '@/lib/i18n/i18n';

/** A search field applied on Search (or Enter), so each keystroke does not ask the server. */
export function SearchBox({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form
      aria-label={t('Search: {field}', { field: tx(label) })}
      onSubmit={submit}
      className="flex items-end gap-2"
    >
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          hint={hint}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('Search')}
      </Button>
    </form>
  );
}
