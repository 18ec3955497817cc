import { mediaKitPath } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { InviteControls } from '@/features/influencers/components/invite-controls';
import { SaveToShortlist } from '@/features/influencers/components/save-to-shortlist';
import { useKitPreview } from '@/features/media-kit/api/media-kit-api';
import { MediaKitView } from '@/features/media-kit/components/media-kit-view';
import { ownProfileQuery } from '@/lib/account/own-account';
import { usePageMeta } from '@/lib/site/use-page-meta';

/**
 * /brands/kit/{handle} (issue 46): a creator's media kit as a logged-in brand reads it, inside the
 * brand's own frame, with the influencers feature's Save (to a shortlist) and Invite beside it.
 * /c/{handle} sends a logged-in brand here; visitors keep the page the server renders there.
 * Composed here: features never import each other.
 */
export function BrandKitScreen() {
  const { handle = '' } = useParams();
  const kit = useKitPreview(handle);
  // An unpaid brand may save but not invite (DECISIONS: unpaid brands); nothing shows until known.
  const isPaid = useQuery({ ...ownProfileQuery('brand'), select: ({ payment }) => payment }).data === true;
  const name = kit.data ? `${kit.data.firstName} ${kit.data.lastName}`.trim() : '';
  usePageMeta({ title: name ? `${name} · Media kit` : 'Media kit' });

  if (kit.isPending) return <SkeletonStack className="mx-auto max-w-5xl px-4 py-10" blocks={['h-40', 'h-64']} />;
  if (kit.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailure title="We could not open this media kit." error={kit.error} onRetry={() => void kit.refetch()} />
      </div>
    );
  }
  const creatorId = kit.data.creatorId;
  return (
    <div className="flex flex-col">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-3 px-4 pt-6 sm:px-6">
        <Link
          to="/brands"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to search
        </Link>
        {creatorId && (
          <div
            role="group"
            aria-label={`Save or invite ${name}`}
            className="flex w-full flex-wrap items-start gap-3 sm:ml-auto sm:w-auto"
          >
            <SaveToShortlist creatorId={creatorId} creatorName={name} />
            {isPaid && <InviteControls pageCreatorIds={[creatorId]} influencerId={creatorId} influencerName={name} />}
          </div>
        )}
      </div>
      <MediaKitView kit={kit.data} />
      <p className="mx-auto w-full max-w-5xl px-4 pb-10 text-sm text-ink-muted sm:px-6">
        Its public address:{' '}
        <a href={mediaKitPath(kit.data.handle)} className="break-all underline underline-offset-4">
          {mediaKitPath(kit.data.handle)}
        </a>
      </p>
    </div>
  );
}
