import type { PortfolioItem } from '@equicreators/shared';
import { PostLink } from '@/components/work/post-link';
import { dayText } from './day-text';

const WEB_LINK = /^https?:\/\//i;

/** Approved work both parties agreed to show: what, for whom, when, and the post or an image of it. */
export function PortfolioList({ items }: { items: readonly PortfolioItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]"
        >
          {item.imageUrl && (
            <img
              src={item.imageUrl}
              alt={`${item.title} for ${item.brandName}`}
              loading="lazy"
              width={480}
              height={360}
              className="aspect-[4/3] w-full bg-parchment object-cover"
            />
          )}
          <div className="flex flex-col gap-1 p-4">
            <h3 className="text-lg break-words">{item.title}</h3>
            <p className="text-sm break-words text-ink-muted">
              {item.campaignTitle} · {item.brandName}
            </p>
            <p className="text-sm text-ink-muted">{dayText(item.approvedAt)}</p>
            {item.postUrl && WEB_LINK.test(item.postUrl) && (
              <PostLink href={item.postUrl} className="mt-1 text-sm text-brand-700" />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
