import { describeCompensation, type CampaignOffer } from './offers.ts';

/** The parts of terms that say what a creator receives. */
type CompensationTerms = Pick<
  CampaignOffer,
  'kinds' | 'currency' | 'feeMinor' | 'productName' | 'productValueMinor' | 'commissionBasisPoints'
>;

/**
 * The compensation an order shows, wherever it is shown (issue 46): the deal in force's. While the
 * deal gives exactly what the campaign lists, the campaign's own words stand (a text kept as the
 * brand wrote it says more than its reading); once the fee or anything else it gives differs, as
 * for a hire at the creator's counter-rate, the deal's terms in words. An order without an
 * accepted deal (hired before deals were kept, until the start-up step writes its first version)
 * shows the campaign's.
 */
export function orderCompensation(
  campaign: { compensation: string; offer: CompensationTerms },
  deal: CompensationTerms | null,
): string {
  if (!deal || givesTheSame(campaign.offer, deal)) return campaign.compensation;
  return describeCompensation(deal);
}

function givesTheSame(listed: CompensationTerms, deal: CompensationTerms): boolean {
  return (
    listed.kinds.length === deal.kinds.length &&
    listed.kinds.every((kind) => deal.kinds.includes(kind)) &&
    listed.currency === deal.currency &&
    listed.feeMinor === deal.feeMinor &&
    listed.productName === deal.productName &&
    listed.productValueMinor === deal.productValueMinor &&
    listed.commissionBasisPoints === deal.commissionBasisPoints
  );
}
