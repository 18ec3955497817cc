import {
  AppError,
  CAMPAIGN_MESSAGES,
  HIRE_OFFER_MESSAGES,
  type CampaignOffer,
  type Currency,
  type PitchInputSchema,
} from '@equicreators/shared';
import type { z } from 'zod';
import type { CampaignRow } from './campaigns.repository.ts';

/** A creator's pitch as the apply body carries it, already checked by PitchInputSchema. */
export type PitchFields = z.output<typeof PitchInputSchema>;

export const NO_PITCH: PitchFields = { pitch: '', proposedFeeMinor: null, links: [] };

/**
 * Whether every spot of the campaign is taken (issue 31): read from the campaign's own count of
 * hires, which the hire writes in the same transaction, so racing hires cannot both see a spot.
 * A campaign that never said how many creators it wants is never full.
 */
export function isCampaignFull(campaign: Pick<CampaignRow, 'spots' | 'hiredCount'>): boolean {
  return campaign.spots !== null && campaign.hiredCount >= campaign.spots;
}

/** A rate can be proposed, or agreed, only on an offer that pays a fee. */
function paysFee(offer: Pick<CampaignOffer, 'kinds'>): boolean {
  return offer.kinds.includes('fee');
}

/**
 * Refuses a proposed rate on a campaign without a fee, and a rate in another currency than the
 * campaign's (issue 46: 350.00 USD is not 350.00 GBP), as field errors of the apply form.
 */
export function checkPitchAgainstOffer(pitch: PitchFields, offer: Pick<CampaignOffer, 'kinds' | 'currency'>): void {
  if (pitch.proposedFeeMinor !== null && !paysFee(offer)) {
    throw new AppError('VALIDATION_FAILED', CAMPAIGN_MESSAGES.proposedFeeWithoutFee, {
      fields: [{ field: 'proposedFeeMinor', message: CAMPAIGN_MESSAGES.proposedFeeWithoutFee }],
    });
  }
  if (pitch.currency !== undefined && pitch.currency !== offer.currency) {
    const message = `${HIRE_OFFER_MESSAGES.pitchCurrency} This campaign pays in ${offer.currency}, not ${pitch.currency}.`;
    throw new AppError('VALIDATION_FAILED', message, { fields: [{ field: 'currency', message }] });
  }
}

/** What a hire agrees: the fee, and whether it is an offer the creator answers first (issue 46). */
export type HireTerms = { feeMinor: number | null; isOffer: boolean };

/**
 * The terms of a hire, in the campaign's currency now. The creator's own rate is her pitch's,
 * else the listed fee; a hire at it (or naming no fee) hires her. Any other amount the brand names
 * is an offer she accepts or declines before she is hired. A campaign whose currency changed since
 * she applied hires her only by an offer: her numbers were in the old currency. Terms changed since
 * she applied (`hasTermsChangedSinceApplied`) make any hire an offer: she agreed to the old ones. A
 * campaign that pays no fee agrees none (naming one is refused).
 */
export function hireTermsOf(
  offer: Pick<CampaignOffer, 'kinds' | 'feeMinor' | 'currency'>,
  entry: { proposedFeeMinor: number | null; pitchCurrency: Currency | null },
  requestedFeeMinor: number | undefined,
  hasTermsChangedSinceApplied = false,
): HireTerms {
  if (!paysFee(offer)) {
    if (requestedFeeMinor !== undefined) {
      throw new AppError('VALIDATION_FAILED', CAMPAIGN_MESSAGES.agreedFeeWithoutFee, {
        fields: [{ field: 'agreedFeeMinor', message: CAMPAIGN_MESSAGES.agreedFeeWithoutFee }],
      });
    }
    return { feeMinor: null, isOffer: false };
  }
  if (entry.pitchCurrency !== null && entry.pitchCurrency !== offer.currency) {
    if (requestedFeeMinor === undefined) throw new AppError('CONFLICT', HIRE_OFFER_MESSAGES.currencyChanged);
    return { feeMinor: requestedFeeMinor, isOffer: true };
  }
  const own = entry.proposedFeeMinor ?? offer.feeMinor;
  // She applied to other terms (a lower fee, more deliverables): the ones standing now are an offer
  // she accepts, never a hire she finds already made.
  if (hasTermsChangedSinceApplied) return { feeMinor: requestedFeeMinor ?? own, isOffer: true };
  if (requestedFeeMinor === undefined || requestedFeeMinor === own) return { feeMinor: own, isOffer: false };
  return { feeMinor: requestedFeeMinor, isOffer: true };
}
