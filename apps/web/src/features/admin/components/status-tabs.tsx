import { Tab, TabList, Tabs } from '@/components/ui/tabs';

/** A queue's status tabs (pending first); '' is every status. */
export function StatusTabs({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Tabs value={value || 'any'} onValueChange={(next) => onChange(next === 'any' ? '' : next)}>
      <TabList aria-label={label}>
        {options.map((option) => (
          <Tab key={option.value || 'any'} value={option.value || 'any'}>
            {option.label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
