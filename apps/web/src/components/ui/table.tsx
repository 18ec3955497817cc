import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /**
   * Below this width the rows become stacked cards, each cell under its column's name (its
   * `label`; styles/index.css): 'md' (768 px) for most lists, 'lg' (1024 px) for the admin's wide
   * ones. A table never makes the page scroll sideways (issue 30).
   */
  stackBelow?: 'md' | 'lg';
};

/** Written out whole so Tailwind finds both classes in the source. */
const STACKED_BELOW = { md: 'max-md:stacked-table', lg: 'max-lg:stacked-table' } as const;

/** A table that stacks into cards on narrow screens; a very wide one scrolls inside its own box. */
export function Table({ className, stackBelow = 'md', ...props }: TableProps) {
  return (
    <div className="w-full overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white">
      <table
        className={cn('w-full border-collapse text-left text-sm', STACKED_BELOW[stackBelow], className)}
        {...props}
      />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-parchment text-xs tracking-wider text-ink-muted uppercase', className)} {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-line first:border-t-0', className)} {...props} />;
}

export function TableHeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-3 font-semibold', className)} {...props} />;
}

export type TableCellProps = ComponentProps<'td'> & {
  /** The column's name, shown above the cell when the table is stacked; none for a row's title or actions. */
  label?: string;
};

export function TableCell({ className, label, ...props }: TableCellProps) {
  return <td data-label={label} className={cn('px-4 py-3 align-middle', className)} {...props} />;
}
