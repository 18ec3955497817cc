import type { BrandInfluencerRow as BrandInfluencerRowData } from '@equicreators/shared';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotificationCount } from '@/components/ui/notification-count';
import { OrderProgressBadges } from '@/components/work/order-progress';
import { TableCell, TableRow } from '@/components/ui/table';
import { fullName } from '../influencer-display';
import { influencerPath, type InfluencerLocationState } from '../influencer-location-state';
import { SocialLinksList } from './social-links-list';

/** The first block of the id: enough to tell rows apart, short enough for the column. */
const SHORT_ID_LENGTH = 8;

/**
 * One creator of the brand's list. The whole row opens them (spec §2: row click), carrying the
 * row as navigation state; the creator's name is the link the keyboard and screen readers use.
 */
export function BrandInfluencerRow({ influencer }: { influencer: BrandInfluencerRowData }) {
  const navigate = useNavigate();
  const state: InfluencerLocationState = { influencer };
  const name = fullName(influencer);

  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // Links handle their own clicks; a drag that selected text is a copy, not a click.
    if ((event.target as HTMLElement).closest('a')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(influencerPath(influencer._id), { state });
  };

  return (
    <TableRow onClick={handleRowClick} className="cursor-pointer transition-colors hover:bg-brand-50/60">
      <TableCell label="ID">
        <span title={influencer._id} className="font-mono text-xs text-ink-muted">
          {influencer._id.slice(0, SHORT_ID_LENGTH)}
        </span>
      </TableCell>
      <TableCell label="Name">
        {/* The name is the link (issue 30): what the keyboard and screen readers open the row by. */}
        <Link
          to={influencerPath(influencer._id)}
          state={state}
          className="rounded-sm font-semibold text-brand-800 underline underline-offset-4 md:whitespace-nowrap"
        >
          {name}
        </Link>
      </TableCell>
      <TableCell label="Email" className="[overflow-wrap:anywhere]">
        {influencer.email ?? '—'}
      </TableCell>
      <TableCell label="Niche">{influencer.niche.join(', ') || '—'}</TableCell>
      <TableCell label="Followers" className="md:min-w-48">
        <SocialLinksList links={influencer.socialMediaLinks} label={`Social links of ${name}`} />
      </TableCell>
      <TableCell label="Progress" className="md:min-w-48">
        <HiredProgress campaigns={influencer.campaigns} />
      </TableCell>
      <TableCell label="Notifications">
        <NotificationCount unreadCount={influencer.unreadCount} />
      </TableCell>
    </TableRow>
  );
}

/** The work's progress on each campaign the creator is hired on (issue 22); '—' when none. */
function HiredProgress({ campaigns }: { campaigns: BrandInfluencerRowData['campaigns'] }) {
  const hired = campaigns.flatMap((campaign) =>
    campaign.progress ? [{ ...campaign, progress: campaign.progress }] : [],
  );
  if (hired.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <ul className="flex flex-col gap-1">
      {hired.map((campaign) => (
        <li key={campaign._id} className="flex flex-col">
          {hired.length > 1 && <span className="text-xs text-ink-muted">{campaign.campaignTitle}</span>}
          <OrderProgressBadges progress={campaign.progress} isCompact />
        </li>
      ))}
    </ul>
  );
}
