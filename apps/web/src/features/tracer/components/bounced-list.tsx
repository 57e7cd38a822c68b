import { useState } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useBounced } from '../api/institution';

const channel = (name: string) => (name === 'email' ? t('E-mail') : name);

/** An institution's graduates whose tracer messages bounced, paged, each linked to its row on the roll. */
export function BouncedList({ studyId }: { studyId: string }) {
  const [page, setPage] = useState(1);
  const bounced = useBounced(studyId, page);
  if (bounced.isPending) return <LoadingPanel label={t('Loading bounced contacts…')} />;
  if (bounced.isError)
    return <ErrorPanel message={bounced.error.message} onRetry={() => bounced.refetch()} />;
  const { docs, totalDocs, totalPages } = bounced.data;
  if (totalDocs === 0) return <p className="text-muted">{t('None: every message reached its graduate.')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {t(
          '{count, plural, one {# graduate} other {# graduates}}: correct their phone or e-mail on the roll.',
          { count: totalDocs },
        )}
      </p>
      <ul className="flex flex-col gap-2">
        {docs.map((row) => (
          <li key={row.roll_entry_id} className="flex flex-col">
            <Link
              className="text-link font-semibold"
              to={`${paths.graduationRoll}?q=${encodeURIComponent(row.name)}`}
            >
              {row.name} ({row.matric_number}, {row.graduation_year})
            </Link>
            <span className="text-sm text-muted">
              {row.reason
                ? t('{channel} bounced: {reason} ({date})', {
                    channel: channel(row.channel),
                    reason: row.reason,
                    date: row.bounced_at.slice(0, 10),
                  })
                : t('{channel} bounced ({date})', {
                    channel: channel(row.channel),
                    date: row.bounced_at.slice(0, 10),
                  })}
            </span>
          </li>
        ))}
      </ul>
      <Pager
        label={t('Bounced contacts pages')}
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        hideSinglePage
      />
    </div>
  );
}
