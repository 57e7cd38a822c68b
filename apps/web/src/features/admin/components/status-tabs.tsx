import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';

/**
 * A queue's status tabs (pending first; '' is every status) and, as the chosen tab's panel, what they filter: the
 * tab's aria-controls then names a real panel, labelled by the tab.
 */
export function StatusTabs({
  label,
  value,
  options,
  onChange,
  children,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const current = value || 'any';
  return (
    <Tabs value={current} onValueChange={(next) => onChange(next === 'any' ? '' : next)}>
      <TabList aria-label={label}>
        {options.map((option) => (
          <Tab key={option.value || 'any'} value={option.value || 'any'}>
            {option.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value={current} className="mt-4 flex flex-col gap-4">
        {children}
      </TabPanel>
    </Tabs>
  );
}
