/**
 * The Work panel's query (GET /api/orders/{campaignId}/{creatorId}/work). The panel (orders and
 * messages) and the rating section share this exact key, so a rating shows in the panel at once.
 */
export function orderWorkQueryKey(campaignId: string, creatorId: string) {
  return ['order-work', campaignId, creatorId] as const;
}
