import type { AdminRating } from '@equicreators/shared';
import { useId } from 'react';
import { RatingStars } from '@/components/ratings/rating-summary';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useRatings } from '../api/list-ratings';
import { useListParams } from '../hooks/use-list-params';
import { DateText } from './date-text';
import { HideRatingDialog } from './hide-rating-dialog';
import { PagedList } from './paged-list';

const ROLE = { brand: 'brand', contentCreator: 'creator' } as const;

/** Ratings both ways, newest first: who rated whom on which campaign, and a way to hide a review. */
export function ReviewsPanel() {
  const { params, setPage } = useListParams();
  const query = useRatings(params.page);
  return (
    <section aria-label="Reviews">
      <PagedList
        query={query}
        page={params.page}
        what="reviews"
        emptyTitle="No reviews yet"
        emptyDescription="Ratings appear here once brands and creators rate a completed order."
        skeleton={<ReviewsSkeleton />}
        onPageChange={setPage}
      >
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((rating) => (
              <li key={rating.id}>
                <ReviewCard rating={rating} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function ReviewCard({ rating }: { rating: AdminRating }) {
  const headingId = useId();
  const rater = `${rating.raterName} (${ROLE[rating.raterType]})`;
  const ratee = `${rating.rateeName} (${rating.raterType === 'brand' ? 'creator' : 'brand'})`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5"
    >
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="text-lg wrap-break-word">
            {rater} rated {ratee}
          </h3>
          <p className="text-sm text-ink-muted wrap-break-word">Campaign: {rating.campaignTitle}</p>
        </div>
        <p className="shrink-0 text-sm text-ink-muted">
          <DateText value={rating.createdAt} withTime />
        </p>
      </header>
      <RatingStars stars={rating.stars} />
      {rating.review ? (
        <p className="text-sm whitespace-pre-wrap text-ink wrap-break-word">{rating.review}</p>
      ) : (
        <p className="text-sm text-ink-muted italic">No written review.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {rating.hiddenAt ? (
          <Badge className="max-w-full wrap-break-word whitespace-normal">Hidden: {rating.hiddenReason ?? ''}</Badge>
        ) : (
          <HideRatingDialog
            ratingId={rating.id}
            what={`${rating.raterName}'s review of ${rating.rateeName}`}
            describedBy={headingId}
          />
        )}
      </div>
    </article>
  );
}

function ReviewsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
          <Skeleton className="h-5 w-72" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}
