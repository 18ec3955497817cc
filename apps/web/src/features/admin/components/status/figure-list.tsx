import type { ReactNode } from 'react';

export type Figure = { label: string; value: ReactNode };

/** Labelled figures in a grid: two columns on a phone, more where there is room. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {figures.map(({ label, value }) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
          <dd className="font-semibold wrap-break-word">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
