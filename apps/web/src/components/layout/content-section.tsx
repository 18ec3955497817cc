import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ContentSectionProps = {
  title: string;
  id?: string;
  /** 'cream' (the page) or 'parchment' (a quieter band between two cream ones). */
  tone?: 'cream' | 'parchment';
  children: ReactNode;
};

/** A titled band of a public page. */
export function ContentSection({ title, id, tone = 'cream', children }: ContentSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tone === 'parchment' && 'bg-parchment')}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6">
        <h2 id={headingId} className="text-3xl md:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
