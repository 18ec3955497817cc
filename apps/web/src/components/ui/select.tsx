import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL_CLASSES } from './input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & { options: readonly SelectOption[] };

/** The platform's own select: the best keyboard, touch and screen-reader support there is. */
export function Select({ options, className, ...props }: SelectProps) {
  return (
    <span className={cn('relative block', className)}>
      <select className={cn(CONTROL_CLASSES, 'h-11 appearance-none pr-10')} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </span>
  );
}
