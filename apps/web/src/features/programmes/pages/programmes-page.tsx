// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import {
  ACCREDITATION_TYPES,
  type AccreditationType,
  MESSAGES,
  PROGRAMME_DEFAULT_PAGE_SIZE,
  PROGRAMME_PAGE_SIZES,
  PROGRAMME_STATUSES,
  type Programme,
  type ProgrammeStatus,
} from '@tvet/contract';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { pageTitle } from '@/lib/title';
import { useDeleteProgramme } from '../api/delete-programme';
import { useProgrammes } from '../api/get-programmes';
import type { ProgrammeFilters as Filters } from '../api/keys';
import { DeleteProgrammeDialog } from '../components/delete-programme-dialog';
import { type FilterValues, ProgrammeFilters } from '../components/programme-filters';
import { ProgrammeTable } from '../components/programme-table';

const TITLE = 'Approved programmes';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

function limitFrom(value: string | null): number {
  const limit = Number(value);
  return (PROGRAMME_PAGE_SIZES as readonly number[]).includes(limit) ? limit : PROGRAMME_DEFAULT_PAGE_SIZE;
}

/** "Showing 11–20 of 43 programmes" */
function countText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0) return '';
  const first = (page - 1) * limit + 1;
  const noun = total === 1 ? 'programme' : 'programmes';
  return shown === total ? `${total} ${noun}` : `Showing ${first}–${first + shown - 1} of ${total} ${noun}`;
}

/**
 * /programmes (spec 001 §2 "Programmes"): the institution's programmes in a table, searched by name, filtered
 * by accreditation type and status, 10 to 50 a page, with delete after "Are you sure?" and a plus button to
 * /new-programme. Filters and page live in the address, so a reload or Back keeps them.
 */
export function ProgrammesPage() {
  const [params, update] = useSearchParamsState();
  const filters: Filters = {
    page: pageFrom(params.get('page')),
    limit: limitFrom(params.get('limit')),
    name: params.get('q')?.trim() || undefined,
    accreditation_type: oneOf<AccreditationType>(ACCREDITATION_TYPES, params.get('type')),
    status: oneOf<ProgrammeStatus>(PROGRAMME_STATUSES, params.get('status')),
  };
  const programmes = useProgrammes(filters);
  const remove = useDeleteProgramme();
  const [deleting, setDeleting] = useState<Programme | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = programmes.data;
  const filtered = Boolean(filters.name || filters.accreditation_type || filters.status);

  // A page past the end (the last row of the last page deleted, or an old link): go to the last page.
  useEffect(() => {
    if (data && !programmes.isPlaceholderData && data.docs.length === 0 && filters.page > data.totalPages) {
      update({ page: data.totalPages > 1 ? String(data.totalPages) : null });
    }
  }, [data, programmes.isPlaceholderData, filters.page, update]);

  function change(changes: Partial<FilterValues>) {
    // A new filter starts again from the first page.
    update({
      page: null,
      ...('name' in changes ? { q: changes.name || null } : {}),
      ...('type' in changes ? { type: changes.type || null } : {}),
      ...('status' in changes ? { status: changes.status || null } : {}),
      ...('limit' in changes
        ? { limit: changes.limit === PROGRAMME_DEFAULT_PAGE_SIZE ? null : String(changes.limit) }
        : {}),
    });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting._id);
      toast(answer.msg);
      setDeleting(null);
      // The row is gone: the reader continues from the page heading.
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {tx(TITLE)}
        </h1>
        <Link to={paths.newProgramme} className="btn btn-primary px-4">
          <Icon name="plus" className="size-6" />
          {t('New programme')}
        </Link>
      </div>
      {/* Nothing to search or filter before the first programme exists. */}
      {(filtered || !data || data.totalDocs > 0) && (
        <ProgrammeFilters
          values={{
            name: filters.name ?? '',
            type: filters.accreditation_type ?? '',
            status: filters.status ?? '',
            limit: filters.limit,
          }}
          onChange={change}
        />
      )}
      {programmes.isPending ? (
        <ListSkeleton label={t('Loading your programmes…')} />
      ) : programmes.isError && !data ? (
        <ErrorPanel
          message={t('Your programmes could not be loaded.')}
          detail={programmes.error.message}
          onRetry={() => programmes.refetch()}
        />
      ) : data && data.totalDocs === 0 ? (
        filtered ? (
          <EmptyState title={MESSAGES.noMatch}>{t('Try another name, type or status.')}</EmptyState>
        ) : (
          <EmptyState
            title={t('No programme yet')}
            action={
              <Link to={paths.newProgramme} className="btn btn-primary">
                {t('Add your first programme')}
              </Link>
            }
          >
            {t('Add the programmes your institution is accredited for, with their accreditation type.')}
          </EmptyState>
        )
      ) : data ? (
        <section aria-label={t('Programmes')} className="flex flex-col gap-3">
          {programmes.isError && (
            <ErrorPanel
              message={t('This page could not be loaded.')}
              detail={programmes.error.message}
              onRetry={() => programmes.refetch()}
            />
          )}
          <p className="text-sm text-muted" aria-live="polite">
            {programmes.isPlaceholderData
              ? 'Loading…'
              : countText(data.page, data.limit, data.docs.length, data.totalDocs)}
          </p>
          <ProgrammeTable
            programmes={data.docs}
            dimmed={programmes.isPlaceholderData}
            onDelete={setDeleting}
          />
          <Pager
            page={filters.page}
            totalPages={data.totalPages}
            onPage={(page) => update({ page: page > 1 ? String(page) : null })}
            label={t('Programme pages')}
            busy={programmes.isPlaceholderData}
            hideSinglePage
          />
        </section>
      ) : null}
      <DeleteProgrammeDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
