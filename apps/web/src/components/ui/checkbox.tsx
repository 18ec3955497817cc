import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

export function Checkbox({ label, checked, onCheckedChange, disabled, className }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="flex size-5 shrink-0 items-center justify-center rounded-md border border-brand-300 bg-white data-[state=checked]:border-brand-800 data-[state=checked]:bg-brand-800 disabled:opacity-50"
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden className="size-3.5 text-cream" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id} className="text-sm text-ink select-none">
        {label}
      </label>
    </div>
  );
}
