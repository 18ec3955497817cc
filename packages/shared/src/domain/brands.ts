/** How a brand wants to work with creators (brand signup, spec §3 collaborationType). */
export const BRAND_COLLABORATION_TYPES = [
  'Campaign by campaign',
  'Long-term ambassadors',
  'Gifted product seeding',
  'Events and appearances',
] as const;
export type BrandCollaborationType = (typeof BRAND_COLLABORATION_TYPES)[number];

/** The subscription a brand chooses at signup (spec §3 subscription). */
export const BRAND_SUBSCRIPTIONS = ['Monthly', 'Yearly'] as const;
export type BrandSubscription = (typeof BRAND_SUBSCRIPTIONS)[number];
