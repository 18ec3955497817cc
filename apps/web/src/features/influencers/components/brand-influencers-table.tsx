import type { BrandInfluencerPage, InfluencerListStatus } from '@equicreators/shared';
import { Link } from 'react-router';
import { PagedTable } from '@/components/ui/paged-table';
import { BrandInfluencerRow } from './brand-influencer-row';

const COLUMNS = ['ID', 'Name', 'Email', 'Niche', 'Followers', 'Progress', 'Notifications'] as const;

const EMPTY_TEXT: Record<InfluencerListStatus, string> = {
  Hired: 'You have not hired a creator yet. When you hire one on a campaign, they appear here.',
  Pending: 'No creator is waiting: invitations you send and applications to your campaigns appear here.',
};

export type BrandInfluencersTableProps = {
  status: InfluencerListStatus;
  /** The page on screen; absent while the first one loads. */
  data: BrandInfluencerPage | undefined;
  isFailed: boolean;
  /** A previous page or filter shown while the next one loads. */
  isStale: boolean;
  onRetry: () => void;
  onFirstPage: () => void;
};

/** Spec §2 Influencer list table, with its loading (skeleton row), failure and empty-state rows. */
export function BrandInfluencersTable({ status, ...props }: BrandInfluencersTableProps) {
  return (
    <PagedTable
      label="Influencers"
      columns={COLUMNS}
      failureText="We could not load your influencers."
      loadingText="Loading influencers…"
      empty={{
        title: `No ${status.toLowerCase()} influencers`,
        text: EMPTY_TEXT[status],
        action: <Link to="/brands">Browse creators</Link>,
      }}
      renderRow={(influencer) => <BrandInfluencerRow key={influencer._id} influencer={influencer} />}
      {...props}
    />
  );
}
