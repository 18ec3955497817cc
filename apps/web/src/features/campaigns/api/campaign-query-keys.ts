import type {
  CampaignDisciplineFilter,
  CampaignPlatform,
  CampaignPrice,
  CampaignSort,
  CampaignStatus,
  CompensationKind,
  Currency,
  DeliverableFormat,
  Niche,
} from '@equicreators/shared';

/** What a campaign list asks the server for; empty values mean "all". */
export type CampaignFilters = {
  q?: string;
  platform?: CampaignPlatform | '';
  type?: CampaignPrice | '';
  niche?: Niche | '';
  /** 'true': only campaigns offering a compensation. */
  compensation?: 'true' | '';
  sort?: CampaignSort;
  /** The offer's filters (issue 31): a kind, a fee range in minor units of one currency, a window, a format. */
  kind?: CompensationKind | '';
  currency?: Currency | '';
  feeMin?: string;
  feeMax?: string;
  contentFrom?: string;
  contentTo?: string;
  format?: DeliverableFormat | '';
  /** 'true': only campaigns with spots left. */
  spotsLeft?: 'true' | '';
  /** 'mine': only campaigns wanting any of the calling creator's disciplines (issue 33). */
  discipline?: CampaignDisciplineFilter | '';
  /** A brand's own list by state; '' for every campaign not archived. */
  status?: CampaignStatus | '';
  /** A brand's own list (/manage-campaign); the server only lets a brand read its own. */
  brandid?: string;
};

export const campaignQueryKeys = {
  /**
   * Every campaign query, the brand's own list of lib/account/own-account.ts included: what a
   * change (create, apply, invite, hire) invalidates.
   */
  all: ['campaigns'] as const,
  lists: () => ['campaigns', 'list'] as const,
  list: (filters: CampaignFilters) => ['campaigns', 'list', filters] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  /** The creator's unanswered invitations: under `all`, so an answer (apply, withdraw) refreshes them. */
  invitations: () => ['campaigns', 'invitations'] as const,
};
