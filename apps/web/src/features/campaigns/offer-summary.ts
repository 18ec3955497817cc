import {
  COMPENSATION_KIND_LABELS,
  deliverablesSummary,
  formatLocalDate,
  formatMoney,
  type CampaignOffer,
} from '@equicreators/shared';

/** What a card says a campaign pays: '£250 per creator', with any other kinds after it. */
export function payOf(offer: Pick<CampaignOffer, 'kinds' | 'currency' | 'feeMinor'>): string {
  const others = offer.kinds.filter((kind) => kind !== 'fee' || offer.feeMinor === null);
  const fee =
    offer.kinds.includes('fee') && offer.feeMinor !== null
      ? [`${formatMoney(offer.feeMinor, offer.currency)} per creator`]
      : [];
  return [...fee, ...others.map((kind) => COMPENSATION_KIND_LABELS[kind])].join(' + ');
}

/** 'Apply by 10 Jan 2027', or null when the campaign has no deadline. */
export function applyByOf(offer: Pick<CampaignOffer, 'applicationDeadline'>): string | null {
  return offer.applicationDeadline ? `Apply by ${formatLocalDate(offer.applicationDeadline)}` : null;
}

/** '2 of 5 spots left', 'Full', or null when the campaign never said how many creators it wants. */
export function spotsOf(spots: number | null, spotsLeft: number | null): string | null {
  if (spots === null || spotsLeft === null) return null;
  if (spotsLeft === 0) return 'Full';
  return `${String(spotsLeft)} of ${String(spots)} spot${spots === 1 ? '' : 's'} left`;
}

/** The card's lines about the offer, each left out when the offer does not say. */
export function offerSummaryOf(campaign: { offer: CampaignOffer; spotsLeft: number | null }) {
  return {
    pay: payOf(campaign.offer),
    applyBy: applyByOf(campaign.offer),
    deliverables: deliverablesSummary(campaign.offer.deliverables),
    spots: spotsOf(campaign.offer.spots, campaign.spotsLeft),
    isFull: campaign.spotsLeft === 0,
  };
}
