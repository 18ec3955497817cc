/** The deal's query keys: one per order, and every order's (a notice of a change refetches them). */
export const dealQueryKeys = {
  all: ['order-deal'] as const,
  order: (campaignId: string, creatorId: string) => ['order-deal', campaignId, creatorId] as const,
};
