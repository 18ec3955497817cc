import type { RatingSummary } from '@equicreators/shared';
import { cn } from '@/lib/cn';
import { ratingSummaryText, starsText, type RatingText } from './rating-text';

export type RatingSummaryProps = {
  summary: RatingSummary;
  /** Whose rating, for screen readers where the place does not say it ('Brand rating'). */
  label?: string;
  className?: string;
};

/** An average and its count ('4.6 ★ (12)'), read out as '4.6 out of 5 from 12 ratings'. */
export function RatingSummaryText({ summary, label, className }: RatingSummaryProps) {
  const text = ratingSummaryText(summary);
  const spoken = label ? `${label}: ${text.spoken}` : text.spoken;
  return <RatingLine text={{ ...text, spoken }} isEmpty={summary.count === 0} className={className} />;
}

export type RatingStarsProps = { stars: number; className?: string };

/** One rating's stars ('4 ★'), read out as '4 out of 5 stars'. */
export function RatingStars({ stars, className }: RatingStarsProps) {
  return <RatingLine text={starsText(stars)} isEmpty={false} className={className} />;
}

function RatingLine({
  text,
  isEmpty,
  className,
}: {
  text: RatingText;
  isEmpty: boolean;
  className?: string | undefined;
}) {
  // The star alone takes the accent colour; the figures keep the text colour for contrast.
  const [before, after] = text.visible.split('★');
  return (
    <span
      className={cn(
        'inline-flex items-baseline text-sm',
        isEmpty ? 'text-ink-muted' : 'font-semibold text-ink',
        className,
      )}
    >
      <span aria-hidden className="whitespace-pre">
        {after === undefined ? (
          text.visible
        ) : (
          <>
            {before}
            <span className="text-saddle-600">★</span>
            {after}
          </>
        )}
      </span>
      <span className="sr-only">{text.spoken}</span>
    </span>
  );
}
