import { NOT_FEATURABLE_TEXT, type AdminFeaturedCreator } from '@equicreators/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { useFeaturedCreators } from '../api/list-featured-creators';
import { FeatureAction } from './feature-action';

export type FeaturedCreatorsBoxProps = { query: ReturnType<typeof useFeaturedCreators> };

/** The creators featured on the home page (at most four), each shown there or why not. */
export function FeaturedCreatorsBox({ query }: FeaturedCreatorsBoxProps) {
  const headingId = useId();
  const list = query.data;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
    >
      <h2 id={headingId} className="text-xl">
        Featured on the home page{list ? ` (${list.items.length} of ${list.max})` : ''}
      </h2>
      {query.isError ? (
        <LoadFailure
          title="We could not load the featured creators."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !list ? (
        <Skeleton className="h-6 w-64" />
      ) : list.items.length === 0 ? (
        <p className="text-ink-muted">
          No creator is featured, so the home page has no featured section. Feature a verified creator whose media kit
          anyone may open.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.items.map((creator) => (
            <FeaturedItem key={creator._id} creator={creator} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeaturedItem({ creator }: { creator: AdminFeaturedCreator }) {
  const nameId = useId();
  const name = `${creator.firstName} ${creator.lastName}`.trim();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={nameId} className="font-semibold break-words text-ink">
        {name}
      </span>
      {creator.hiddenBecause ? (
        <Badge tone="warning">Not shown: {NOT_FEATURABLE_TEXT[creator.hiddenBecause]}</Badge>
      ) : (
        <Badge tone="success">Shown</Badge>
      )}
      <FeatureAction creatorId={creator._id} name={name} describedBy={nameId} isFeatured />
    </li>
  );
}
