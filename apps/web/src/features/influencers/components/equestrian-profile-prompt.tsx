import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Shown on the creator's profile until they name a discipline (issue 33): sign-up asks nothing of
 * the equestrian profile (the /join page has no room in its script budget for the lists), so this
 * is where a new creator is led to fill it.
 */
export function EquestrianProfilePrompt() {
  return (
    <section
      aria-labelledby="equestrian-prompt-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-saddle-200 bg-saddle-50 p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="equestrian-prompt-heading" className="text-lg">
          Complete your equestrian profile
        </h2>
        <p className="text-sm text-ink-muted">
          Brands search creators by discipline, country, language and audience. Add yours so they can find you.
        </p>
      </div>
      <Button asChild>
        <Link to="/influencers/profile/equestrian">Add your disciplines</Link>
      </Button>
    </section>
  );
}
