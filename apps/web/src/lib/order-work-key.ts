import { CampaignIdParamsSchema } from '@equicreators/shared';

/** One order: a campaign and its hired creator. */
export type OrderIds = { campaignId: string; creatorId: string };

/**
 * The Work panel's query key, shared because other parts (the
 * ratings section, the live `work` event in app/) refetch the same entry.
 */
export function orderWorkKey(campaignId: string, creatorId: string) {
  return ['order-work', campaignId, creatorId] as const;
}

/** The order's path under /api. */
export function orderPath(ids: OrderIds, leaf: string): string {
  return `/orders/${encodeURIComponent(ids.campaignId)}/${encodeURIComponent(ids.creatorId)}/${leaf}`;
}

/** Every order's Work panel (a reconnected live stream refetches them all). */
export const ALL_ORDER_WORK_KEY = ['order-work'] as const;

/** The query parameter of /orders-influencer/{creatorId} that names the order's campaign. */
export const BRAND_WORK_CAMPAIGN_PARAM = 'campaign';

/**
 * Where a brand works on one order: the creator's page with that campaign selected, its thread
 * and Work panel open (issue 30). Links from /manage-campaign and notifications use it.
 */
export function brandWorkPath(ids: OrderIds): string {
  const query = new URLSearchParams({ [BRAND_WORK_CAMPAIGN_PARAM]: ids.campaignId });
  return `/orders-influencer/${encodeURIComponent(ids.creatorId)}?${query.toString()}`;
}

/** The campaign id of an address when it is well formed; null otherwise (nothing to ask the server). */
export function readCampaignParam(value: string | null): string | null {
  return value !== null && CampaignIdParamsSchema.safeParse({ id: value }).success ? value : null;
}
