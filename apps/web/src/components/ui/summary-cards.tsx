import type { IconName } from '@/components/ui/icon';
import { Icon } from '@/components/ui/icon';
import { tx } from '@/lib/i18n/i18n';

export interface SummaryCard {
  label: string;
  value: number | undefined;
  icon: IconName;
}

/**
 * Figures at a glance; a dash while they load, so the cards keep their size. Four cards sit two by two until
 * there is room for all four in a row (three in a row would leave one alone).
 */
export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  const columns = cards.length === 4 ? 'min-[420px]:grid-cols-2 lg:grid-cols-4' : 'min-[420px]:grid-cols-3';
  return (
    <ul className={`grid grid-cols-1 gap-3 ${columns}`}>
      {cards.map((card) => (
        <li key={card.label} className="flex items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
            <Icon name={card.icon} className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-2xl leading-tight font-bold">{card.value ?? '–'}</p>
            <p className="text-sm text-muted">{tx(card.label)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
