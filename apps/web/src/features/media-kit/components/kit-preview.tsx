import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useKitPreview } from '../api/media-kit-api';
import { MediaKitView } from './media-kit-view';

/** The saved kit as visitors see it, whoever the creator lets in (the creator may always look). */
export function KitPreview({ handle }: { handle: string }) {
  const kit = useKitPreview(handle);
  return (
    <section aria-labelledby="kit-preview-heading" className="flex flex-col gap-3">
      <h2 id="kit-preview-heading" className="text-2xl">
        Preview
      </h2>
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-cream">
        {kit.data ? (
          <MediaKitView kit={kit.data} />
        ) : kit.isError ? (
          <LoadFailure
            title="We could not load the preview."
            error={kit.error}
            onRetry={() => void kit.refetch()}
            retryLabel="Try again"
          />
        ) : (
          <SkeletonStack className="gap-4 p-6" blocks={['h-32 w-full', 'h-48 w-full']} />
        )}
      </div>
    </section>
  );
}
