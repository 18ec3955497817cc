import type { OrderWork, RaterType } from '@equicreators/shared';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isStillEditable } from '../own-rating';
import { GivenRating } from './given-rating';
import { RatingForm } from './rating-form';

const EDIT_UNTIL_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const SEALED_UNTIL_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export type OrderRatingSectionProps = {
  work: OrderWork;
  campaignId: string;
  creatorId: string;
  /** Who looks: the brand rates the creator, the creator rates the brand. */
  viewer: RaterType;
  /** The heading's level, to fit the Work panel's outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Ratings both ways of a completed order (decision 022), in the Work panel: the form while the
 * viewer may rate, then 'Your rating' with Edit while it is editable, and the other side's rating
 * of the viewer. Nothing shows before the work is closed as completed.
 */
export function OrderRatingSection({ work, campaignId, creatorId, viewer, headingLevel = 3 }: OrderRatingSectionProps) {
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const shouldFocusOwn = useRef(false);
  const { mine, theirs, canRate } = work.ratings;
  if (!canRate && !mine && !theirs) return null;

  const Heading = `h${headingLevel}` as const;
  const ratee = viewer === 'brand' ? 'the creator' : 'the brand';
  const isEditable = canRate && mine !== null && isStillEditable(mine, new Date());
  const isFormShown = canRate && (mine === null || isEditing);

  const handleSaved = () => {
    shouldFocusOwn.current = true;
    setIsEditing(false);
  };
  // The form gives way to the saved rating: the keyboard focus follows rather than falling to the page.
  const focusOwnRating = (node: HTMLElement | null) => {
    if (node && shouldFocusOwn.current) {
      shouldFocusOwn.current = false;
      node.focus();
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <Heading id={headingId} className="text-lg">
        Ratings
      </Heading>
      {isFormShown ? (
        <RatingForm
          order={{ campaignId, creatorId }}
          ratee={ratee}
          current={mine}
          onSaved={handleSaved}
          onCancel={mine ? () => setIsEditing(false) : undefined}
        />
      ) : (
        mine && (
          <GivenRating
            ref={focusOwnRating}
            title="Your rating"
            rating={mine}
            isOwn
            footer={
              isEditable && (
                <div className="flex flex-wrap items-center gap-3">
                  <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
                    Edit<span className="sr-only"> your rating</span>
                  </Button>
                  <p className="text-xs text-ink-muted">
                    You can change it until {EDIT_UNTIL_FORMAT.format(new Date(mine.editableUntil))}.
                  </p>
                </div>
              )
            }
          />
        )
      )}
      {theirs ? (
        <GivenRating
          title={viewer === 'brand' ? "The creator's rating of you" : "The brand's rating of you"}
          rating={theirs}
          isOwn={false}
        />
      ) : work.ratings.theirsSealedUntil ? (
        // Blind ratings: neither side reads the other's before giving its own.
        <p className="text-sm text-ink-muted" data-testid="rating-sealed">
          {`${viewer === 'brand' ? 'The creator' : 'The brand'} has rated you. You will see it once you have rated ${
            viewer === 'brand' ? 'the creator' : 'the brand'
          } too, or from ${SEALED_UNTIL_FORMAT.format(new Date(work.ratings.theirsSealedUntil))}.`}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          {viewer === 'brand' ? 'The creator has not rated you yet.' : 'The brand has not rated you yet.'}
        </p>
      )}
    </section>
  );
}
