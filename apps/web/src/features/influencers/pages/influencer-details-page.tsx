import { InfluencerIdParamsSchema } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useInfluencer } from '../api/get-influencer';
import { InfluencerDetailsPanel, type InfluencerDetails } from '../components/influencer-details-panel';
import { fullName } from '../influencer-display';
import { readInfluencerState } from '../influencer-location-state';

const LIST_TRAIL = [
  { label: 'Home', to: '/brands' },
  { label: 'Influencers', to: '/orders-influencer' },
];

export type InfluencerDetailsPageProps = {
  /** The right side: the brand's campaigns with this creator and their messages (composed in app/). */
  messaging?: ReactNode;
};

/**
 * /orders-influencer/{id} (brand): the creator's 'Influencer Details'. The list row hands over the
 * creator, so the panel shows at once; the full profile (bio, phone) loads beside it. The
 * messaging screen puts the campaigns and the thread on the right.
 */
export function InfluencerDetailsPage({ messaging }: InfluencerDetailsPageProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  const isWellFormed = InfluencerIdParamsSchema.safeParse({ id }).success;
  const carried = readInfluencerState(location.state, id);
  const profile = useInfluencer(isWellFormed ? id : null);
  const isNotFound = !isWellFormed || (profile.error instanceof ApiError && profile.error.status === 404);
  // The profile has every field; until it arrives, what the row carried.
  const details: InfluencerDetails | undefined = profile.data ?? carried ?? undefined;
  const name = details ? fullName(details) : null;
  usePageMeta({ title: isNotFound ? 'Influencer not found' : (name ?? 'Influencer') });

  if (isNotFound) {
    return (
      <Screen trail={[...LIST_TRAIL, { label: 'Not found' }]}>
        <EmptyState
          title="Influencer not found"
          description="No creator has this id. The link may be mistyped, or the creator's account was closed."
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to="/orders-influencer">Back to Influencers</Link>
            </Button>
          }
        />
      </Screen>
    );
  }

  if (!details) {
    return (
      <Screen trail={[...LIST_TRAIL, { label: 'Influencer' }]}>
        {profile.isError ? (
          <LoadFailure
            title="We could not load this creator."
            error={profile.error}
            onRetry={() => void profile.refetch()}
            retryLabel="Try again"
          />
        ) : (
          <SkeletonStack blocks={['h-10 w-2/3', 'h-64 w-full max-w-sm mt-4']} className="gap-3" />
        )}
      </Screen>
    );
  }

  return (
    <Screen trail={[...LIST_TRAIL, { label: name ?? 'Influencer' }]}>
      <h1 className="text-4xl break-words">{name}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <InfluencerDetailsPanel details={details} />
        <div className="min-w-0">{messaging}</div>
      </div>
    </Screen>
  );
}

function Screen({ trail, children }: { trail: { label: string; to?: string }[]; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={trail} />
      {children}
    </div>
  );
}
