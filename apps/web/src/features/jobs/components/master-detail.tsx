import { type ReactNode, useEffect, useRef } from 'react';
import { t } from '@/lib/i18n/i18n';
import { jobItemId } from './job-list';

/**
 * The list and the open job side by side from 768 px; on a phone the open job replaces the list and a back
 * chevron returns to it (spec 001 §2). Pure CSS decides which is visible, so nothing jumps while loading.
 * Going back puts focus on the job that was open, where the reader left the list.
 */
export function MasterDetail({
  list,
  detail,
  selectedId,
  onBack,
}: {
  list: ReactNode;
  detail: ReactNode;
  /** The job named in the address: on a phone, only its detail shows. */
  selectedId: string | null;
  onBack: () => void;
}) {
  const previous = useRef(selectedId);
  useEffect(() => {
    const left = previous.current;
    previous.current = selectedId;
    if (left && !selectedId) document.getElementById(jobItemId(left))?.focus();
  }, [selectedId]);

  const onPhoneShowDetail = Boolean(selectedId);
  return (
    <div className="md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-start md:gap-6">
      <div className={onPhoneShowDetail ? 'hidden md:block' : ''}>{list}</div>
      <div className={`flex flex-col gap-3 ${onPhoneShowDetail ? '' : 'hidden md:flex'}`}>
        <button
          type="button"
          onClick={onBack}
          className="flex min-h-12 items-center gap-1 self-start rounded-lg pr-3 font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
        >
          <Chevron />
          {t('Back to jobs')}
        </button>
        {detail}
      </div>
    </div>
  );
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
