import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';

export type ComingSoonPageProps = { title: string; description: string };

/** Names a screen that is not built yet, and says so plainly: nothing here pretends to work. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  usePageMeta({ title });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Hammer aria-hidden className="size-10 text-saddle-500" />
      <h1 className="text-4xl">{title}</h1>
      <p className="text-ink-muted">{description}</p>
      <p className="rounded-full bg-saddle-100 px-4 py-1 text-sm font-semibold text-saddle-700">
        This screen is coming soon.
      </p>
      <Link to="/" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
        Back to the home page
      </Link>
    </section>
  );
}
