import { Pencil, Presentation, Trophy } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { useOwnProfile } from '@/lib/account/own-account';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { InfluencerCard } from '../components/influencer-card';
import { InfluencerStatistics } from '../components/influencer-statistics';
import { PendingEmailNotice } from '../components/pending-email-notice';
import { EquestrianProfilePrompt } from '../components/equestrian-profile-prompt';

/**
 * /influencers/profile (spec §2): the creator's profile as brands see it, the same card and
 * statistics the browse shows, with the way to edit it and the address still waiting for its link.
 */
export function ProfilePage() {
  usePageMeta({ title: 'Your Profile' });
  const profile = useOwnProfile('contentCreator');
  const editLink = useRef<HTMLAnchorElement>(null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-4xl">Your Profile</h1>
          <p className="text-ink-muted">This is how brands see you when they browse creators.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to="/influencers/profile/equestrian">
              <Trophy aria-hidden className="size-4" /> Equestrian profile
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/influencers/profile/media-kit">
              <Presentation aria-hidden className="size-4" /> Media kit
            </Link>
          </Button>
          <Button asChild>
            <Link ref={editLink} to="/influencers/profile/edit">
              <Pencil aria-hidden className="size-4" /> Edit
            </Link>
          </Button>
        </div>
      </div>
      {profile.data ? (
        <>
          {profile.data.pendingEmail && (
            <PendingEmailNotice
              pendingEmail={profile.data.pendingEmail}
              currentEmail={profile.data.email}
              onCancelled={() => editLink.current?.focus()}
            />
          )}
          {profile.data.facets.disciplines.length === 0 && <EquestrianProfilePrompt />}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <section aria-labelledby="profile-card-heading" className="flex flex-col gap-3">
              <h2 id="profile-card-heading" className="text-xl">
                Your card
              </h2>
              <InfluencerCard influencer={profile.data} />
            </section>
            <section
              aria-labelledby="profile-statistics-heading"
              className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <h2 id="profile-statistics-heading" className="text-xl">
                Influencer Statistics
              </h2>
              <InfluencerStatistics influencer={profile.data} />
            </section>
          </div>
        </>
      ) : profile.isError ? (
        <LoadFailure
          title="We could not load your profile."
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retryLabel="Try again"
        />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

/** Shaped like the card and the statistics, so nothing jumps when the profile arrives. */
function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <p role="status" className="sr-only">
        Loading your profile…
      </p>
      <div aria-hidden className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        </div>
        <SkeletonStack className="gap-2" blocks={['h-4 w-full', 'h-4 w-5/6', 'h-6 w-1/2', 'h-12 w-full']} />
      </div>
      <div aria-hidden className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-white p-6">
        <Skeleton className="size-32 rounded-full" />
        <Skeleton className="h-6 w-48" />
        <SkeletonStack className="w-full gap-3" blocks={['h-14 w-full', 'h-20 w-full', 'h-20 w-full']} />
      </div>
    </div>
  );
}
