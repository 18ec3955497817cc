import type { Campaign, EntryStatus } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { ownCampaignsQuery } from '@/lib/account/own-account';

/** A row of the brand's 'Campaigns' table: one of its campaigns the creator is in, and the entry's status. */
export type CreatorCampaign = { campaign: Campaign; entryStatus: EntryStatus };

/** The brand's campaigns that list this creator, newest first, with the creator's status in each. */
export function pickCreatorCampaigns(campaigns: readonly Campaign[], creatorId: string): CreatorCampaign[] {
  const rows: CreatorCampaign[] = [];
  for (const campaign of campaigns) {
    const entry = campaign.influencers?.find((item) => item.influencerId._id === creatorId);
    if (entry) rows.push({ campaign, entryStatus: entry.status });
  }
  return rows;
}

/** The brand's campaigns this creator is in (the brand's own list carries each campaign's creators). */
export function useCreatorCampaigns(brandId: string | null, creatorId: string) {
  return useQuery({ ...ownCampaignsQuery(brandId), select: (page) => pickCreatorCampaigns(page.items, creatorId) });
}
