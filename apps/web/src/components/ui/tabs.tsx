import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Holds the selected tab; arrow keys, Home and End move between tabs (Radix roving focus). */
export const Tabs = TabsPrimitive.Root;

/** The row of tabs. Give it an aria-label. Tabs that do not fit wrap to a second row (no sideways scroll, issue 30). */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List className={cn('flex w-full flex-wrap gap-x-1 border-b border-line', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap text-ink-muted',
        'transition-colors hover:text-brand-800',
        'data-[state=active]:border-brand-800 data-[state=active]:text-brand-900',
        // Inside the tab, so the row below never covers its outline.
        'focus-visible:-outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-6', className)} {...props} />;
}
