import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export type PopoverContentProps = {
  /** The panel's accessible name (it has no visible heading of its own). */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A small panel anchored to its trigger (a menu of checkboxes, a short form): focus moves into it,
 * Escape or a click outside closes it, and it never grows wider than a phone's screen.
 */
export function PopoverContent({ label, children, className }: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        aria-label={label}
        align="start"
        sideOffset={6}
        collisionPadding={12}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-white p-3 shadow-[var(--shadow-card)]',
          className,
        )}
      >
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
