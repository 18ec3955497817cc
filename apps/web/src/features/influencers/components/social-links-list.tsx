import { formatFollowerCount, type SocialMediaLink } from '@equicreators/shared';
import { cn } from '@/lib/cn';
import { linkHost, linkHref } from '../influencer-display';
import { SocialSiteIcon } from './social-site-icon';

export type SocialLinksListProps = {
  links: readonly SocialMediaLink[];
  /** Names the list for screen readers ('Ava Sinclair's social links'). */
  label: string;
  className?: string;
};

/** Each link as its site's icon, its host and its follower count ('instagram.com · 12K'). */
export function SocialLinksList({ links, label, className }: SocialLinksListProps) {
  if (links.length === 0) return <p className="text-sm text-ink-muted">No social links yet.</p>;
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-1.5', className)}>
      {links.map((item) => {
        const host = linkHost(item.link);
        const href = linkHref(item.link);
        const count = formatFollowerCount(item.followers);
        const content = (
          <>
            <SocialSiteIcon link={item.link} className="text-brand-700" />
            <span className="min-w-0 truncate">{host}</span>
            <span aria-hidden className="text-ink-muted">
              ·
            </span>
            <span className="shrink-0 font-semibold text-ink">
              {count}
              <span className="sr-only"> followers</span>
            </span>
          </>
        );
        return (
          <li key={item.id} className="min-w-0 text-sm">
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex max-w-full items-center gap-2 rounded text-brand-800 underline-offset-4 hover:underline"
              >
                {content}
              </a>
            ) : (
              <span className="inline-flex max-w-full items-center gap-2 text-ink">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
