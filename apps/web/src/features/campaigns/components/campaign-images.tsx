import { cn } from '@/lib/cn';

const SIZES = {
  // The card shows the small versions (at most 480 px on their long edge) at a 4:3 crop.
  card: { width: 192, height: 144, item: 'w-40 sm:w-48' },
  // The drawer shows the full images larger; one nearly fills a phone so the next one peeks in.
  drawer: { width: 480, height: 360, item: 'w-[85%] sm:w-80' },
} as const;

export type CampaignImagesProps = {
  /** Full-size addresses, in the brand's order. */
  images: readonly string[];
  /** Small versions in the same order; the card uses them when given. */
  thumbnails?: readonly string[];
  /** The campaign title, for the alternative texts and the strip's name. */
  title: string;
  size?: keyof typeof SIZES;
  className?: string;
};

/**
 * The campaign's pictures as a horizontal strip that snaps to each one: swiped on a phone,
 * scrolled with a trackpad, or with the arrow keys once the strip has focus. Pictures load only
 * when they come near the screen, and their size is set so nothing jumps when they arrive.
 */
export function CampaignImages({ images, thumbnails, title, size = 'card', className }: CampaignImagesProps) {
  if (images.length === 0) return null;
  const { width, height, item } = SIZES[size];
  const sources = size === 'card' && thumbnails?.length === images.length ? thumbnails : images;
  return (
    <div
      role="region"
      aria-label={`Images of ${title}`}
      // Focusable so keyboard users can scroll it (a scrollable region must be reachable).
      tabIndex={images.length > 1 ? 0 : undefined}
      className={cn('-mx-1 snap-x snap-mandatory overflow-x-auto overscroll-x-contain px-1 pb-2', className)}
    >
      <ul className="flex gap-3">
        {sources.map((source, index) => (
          <li key={`${source}-${index}`} className={cn('shrink-0 snap-start', item)}>
            <img
              src={source}
              alt={images.length > 1 ? `${title}, image ${index + 1} of ${images.length}` : title}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full rounded-xl bg-parchment object-cover"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
