import type { UserType } from '@tvet/contract';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/i18n';
import { SurveyCardSkeleton } from './survey-card';

/** Spec 000 §2 and 001 §2: institution and mentor users get a single column rather than a grid. */
const SINGLE_COLUMN: readonly UserType[] = ['institution', 'mentor'];

function gridClass(userType: UserType) {
  return SINGLE_COLUMN.includes(userType)
    ? 'grid grid-cols-1 gap-4'
    : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
}

export function SurveyGrid({ userType, children }: { userType: UserType; children: ReactNode }) {
  return <ul className={gridClass(userType)}>{children}</ul>;
}

export function SurveyGridSkeleton({ userType, count }: { userType: UserType; count: number }) {
  return (
    <div role="status" className={gridClass(userType)}>
      <span className="sr-only">{t('Loading surveys…')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <SurveyCardSkeleton key={index} />
      ))}
    </div>
  );
}
