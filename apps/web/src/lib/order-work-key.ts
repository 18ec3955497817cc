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
