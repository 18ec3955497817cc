import { islandAttributes } from '@/islands/island-names';
import { useVisitorVariants } from '@/lib/session/use-visitor-variants';

/** Where a visitor who is not logged in as a creator signs in, and comes back to join. */
const SIGN_IN_TO_JOIN = `/login?next=${encodeURIComponent('/joinclub')}`;

export type ClubJoinProps = {
  /** On /club a member sees the meeting schedule; /joinclub links to it. */
  showsSchedule?: boolean;
};

/**
 * 'Join the club' (issue 20): for a logged-in creator, a panel the `club-join` island fills with
 * membership or the club's plans and prices (docs/decisions/012: no state here, every visitor's
 * variant rendered ahead); for a visitor, a sign-in that comes back to /joinclub; for brands and
 * admins, who the club is for.
 */
export function ClubJoin({ showsSchedule = false }: ClubJoinProps) {
  const variants = useVisitorVariants();
  return (
    <div {...islandAttributes('club-join')} className="flex max-w-xl flex-col gap-3">
      {variants.isRendered(['contentCreator']) && (
        <section
          {...variants.markerOf(['contentCreator'])}
          data-club-join=""
          data-shows-schedule={showsSchedule ? 'true' : undefined}
          aria-labelledby="club-join-heading"
          className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-6"
        >
          <h3 id="club-join-heading" data-club-join-heading="" className="font-display text-2xl text-brand-900">
            Join the club
          </h3>
          <div data-club-join-body="" aria-live="polite" className="flex flex-col gap-3">
            <p className="text-ink-muted">Loading your membership…</p>
          </div>
        </section>
      )}
      {variants.isRendered(['guest', 'unknown']) && (
        <p {...variants.markerOf(['guest', 'unknown'])} className="text-lg">
          Already an EquiCreators creator?{' '}
          <a href={SIGN_IN_TO_JOIN} className="font-semibold text-brand-700 underline underline-offset-4">
            Sign in to join the club
          </a>
        </p>
      )}
      {variants.isRendered(['brand', 'admin']) && (
        <p {...variants.markerOf(['brand', 'admin'])} className="text-ink-muted">
          The club is for content creators: they join it from their own account.
        </p>
      )}
    </div>
  );
}
