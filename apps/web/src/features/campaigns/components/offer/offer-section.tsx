import { useId, type ReactNode } from 'react';

export type OfferSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One section of the brief builder: a heading, a line saying what it is for, its fields. */
export function OfferSection({ title, description, children }: OfferSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 border-t border-line pt-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
