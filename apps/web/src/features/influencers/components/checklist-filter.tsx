import { Checkbox } from '@/components/ui/checkbox';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import { cn } from '@/lib/cn';

export type ChecklistFilterProps<Value extends string> = {
  /** The panel's heading, also the name of its group of checkboxes. */
  title: string;
  options: readonly { value: Value; label: string }[];
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
  /** A long list scrolls in a 128 px box (spec §2). */
  isScrolling?: boolean;
  defaultOpen?: boolean;
  /** How many creators each value would match with the other filters kept; none while unknown. */
  counts?: ReadonlyMap<string, number> | undefined;
};

/** One of the browse's collapsible filters: any of several values, one checkbox each. */
export function ChecklistFilter<Value extends string>({
  title,
  options,
  chosen,
  onChange,
  isScrolling = false,
  defaultOpen,
  counts,
}: ChecklistFilterProps<Value>) {
  return (
    <DisclosurePanel title={title} headingLevel={3} {...(defaultOpen === undefined ? {} : { defaultOpen })}>
      <div
        role="group"
        aria-label={title}
        className={cn('flex flex-col gap-2.5', isScrolling && 'h-32 overflow-y-auto pr-2')}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={counts ? <CountedLabel label={option.label} count={counts.get(option.value) ?? 0} /> : option.label}
            checked={chosen.includes(option.value)}
            onCheckedChange={(isChecked) =>
              onChange(isChecked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))
            }
          />
        ))}
      </div>
    </DisclosurePanel>
  );
}

/** The value's name with its number of creators beside it, read as "Dressage, 1,204 creators". */
function CountedLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}
      <span className="sr-only">, </span>
      {/* The same figure and words as the browse's total (formatCreatorTotal), the words unseen. */}
      <span className="ml-1.5 text-xs text-brand-600 tabular-nums">{count.toLocaleString('en-GB')}</span>
      <span className="sr-only">{count === 1 ? ' creator' : ' creators'}</span>
    </>
  );
}
