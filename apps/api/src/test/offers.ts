import type { CampaignOffer } from '@equicreators/shared';

/** A paid offer as a brand's form would send it (£250 for one Instagram Reel, 3 creators), to vary per test. */
export function paidOffer(overrides: Partial<CampaignOffer> = {}): CampaignOffer {
  return {
    kinds: ['fee'],
    currency: 'GBP',
    feeMinor: 25_000,
    productName: null,
    productValueMinor: null,
    commissionBasisPoints: null,
    spots: 3,
    timeZone: 'Europe/London',
    applicationDeadline: null,
    contentStart: null,
    contentEnd: null,
    deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, dueDate: null, notes: '' }],
    usageRights: { kind: 'organic', months: null },
    exclusivity: null,
    mentions: [],
    hashtags: [],
    links: [],
    dos: '',
    donts: '',
    ...overrides,
  };
}

/** A gifted-only offer: no fee, so no rate to propose or agree. */
export function giftedOffer(overrides: Partial<CampaignOffer> = {}): CampaignOffer {
  return paidOffer({
    kinds: ['gifted'],
    feeMinor: null,
    productName: 'Leather care kit',
    productValueMinor: 4_500,
    ...overrides,
  });
}
