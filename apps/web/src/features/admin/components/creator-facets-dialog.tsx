import { useState } from 'react';
import { CreatorFacetsSummary } from '@/components/creators/creator-facets-summary';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useCreatorFacets } from '../api/get-creator-facets';
import { RowActionButton } from './row-action-button';

export type CreatorFacetsDialogProps = { creatorId: string; name: string; describedBy: string };

/** A creator's equestrian profile for the admin (issue 33), read-only, loaded when opened. */
export function CreatorFacetsDialog({ creatorId, name, describedBy }: CreatorFacetsDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const facets = useCreatorFacets(creatorId, isOpen);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <RowActionButton aria-describedby={describedBy}>Equestrian</RowActionButton>
      </DialogTrigger>
      <DialogContent title={`Equestrian profile of ${name}`}>
        {facets.data ? (
          <CreatorFacetsSummary facets={facets.data} name={name} />
        ) : facets.isError ? (
          <LoadFailure
            title="We could not load this profile."
            error={facets.error}
            onRetry={() => void facets.refetch()}
            retryLabel="Try again"
          />
        ) : (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              Loading…
            </p>
            <SkeletonStack className="gap-3" blocks={['h-6 w-1/2', 'h-16 w-full', 'h-20 w-full']} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
