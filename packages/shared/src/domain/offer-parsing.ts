import type { CampaignPlatform, CampaignPrice } from './campaigns.ts';
import type { CampaignOffer, TermsAsWritten } from './offers.ts';

/** The spec's free texts of a campaign, as a spec client sends them or a campaign from before kept them. */
export type SpecTerms = {
  compensation: string;
  deadlines: string;
  deliverables: string;
  price: CampaignPrice;
  platform: CampaignPlatform;
};

/** What reading the texts gave: the offer as far as it could be read, and the texts that could not. */
export type ReadTerms = { offer: CampaignOffer; asWritten: TermsAsWritten };

/**
 * The offer the spec's free texts describe (issue 31). Each text that cannot be read as data is
 * kept in `asWritten`, and the part of the offer it would have filled stays empty.
 */
export function offerFromSpecTexts(terms: SpecTerms, timeZone = 'UTC'): ReadTerms {
  const asWritten: TermsAsWritten = {};
  if (terms.compensation.trim()) asWritten.compensation = terms.compensation;
  if (terms.deadlines.trim()) asWritten.deadlines = terms.deadlines;
  if (terms.deliverables.trim()) asWritten.deliverables = terms.deliverables;
  return {
    offer: {
      kinds: terms.price === 'Paid' ? ['fee'] : ['exposure'],
      currency: 'GBP',
      feeMinor: null,
      productName: null,
      productValueMinor: null,
      commissionBasisPoints: null,
      spots: null,
      timeZone,
      applicationDeadline: null,
      contentStart: null,
      contentEnd: null,
      deliverables: [],
      usageRights: { kind: 'organic', months: null },
      exclusivity: null,
      mentions: [],
      hashtags: [],
      links: [],
      dos: '',
      donts: '',
    },
    asWritten,
  };
}
