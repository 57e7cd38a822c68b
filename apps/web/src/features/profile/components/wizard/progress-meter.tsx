import { t } from '@/lib/i18n/i18n'; /** Percent complete as a figure and a bar; the bar is a progressbar so screen readers hear the value. */
export function ProgressMeter({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-black text-brand-800">{value}%</span>
        <span className="font-medium text-muted">{t('complete')}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('Profile completion')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
