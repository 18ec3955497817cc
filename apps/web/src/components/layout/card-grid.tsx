import { cn } from '@/lib/cn';

export type CardGridItem = { title: string; text: string };

/** Titled cards in a responsive grid (perks, expectations, reasons…). */
export function CardGrid({ items, columns = 3 }: { items: readonly CardGridItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {items.map((item) => (
        <li key={item.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
          <h3 className="font-display text-xl text-brand-900">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
