import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ChoiceOption<Value extends string> = {
  value: Value;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
};

export type ChoiceCardsProps<Value extends string> = {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
  /** Hides the legend visually (it still names the group for screen readers). */
  isLegendHidden?: boolean;
};

/** A choice of one among a few, shown as cards: real radio buttons, so arrows and Space work. */
export function ChoiceCards<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  className,
  isLegendHidden = false,
}: ChoiceCardsProps<Value>) {
  return (
    <fieldset className={cn('flex flex-col gap-3', className)}>
      <legend className={cn('mb-2 text-sm font-semibold text-ink', isLegendHidden && 'sr-only')}>{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 transition-colors',
                isChecked ? 'border-brand-800 ring-1 ring-brand-800' : 'border-line hover:border-brand-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 shrink-0 accent-brand-800"
              />
              {option.icon && <span className="mt-0.5 text-brand-700">{option.icon}</span>}
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-brand-900">{option.label}</span>
                {option.description && <span className="text-sm text-ink-muted">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
