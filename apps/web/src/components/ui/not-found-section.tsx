import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

export type NotFoundSectionProps = {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  description: string;
  /** Where the person goes on from here, and what the link says. */
  back: { to: string; label: string };
};

/** A page whose id in the address is not one of the person's own: what happened and the way back. */
export function NotFoundSection({ id, title, description, back }: NotFoundSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-16 text-center"
    >
      <SearchX aria-hidden className="size-10 text-brand-300" />
      <h1 id={id} className="text-3xl">
        {title}
      </h1>
      <p className="max-w-md text-ink-muted">{description}</p>
      <Button asChild variant="secondary" size="sm" className="mt-2">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </section>
  );
}
