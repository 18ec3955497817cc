import { AppError, CAMPAIGN_MESSAGES, type CampaignOffer, type PitchInputSchema } from '@equicreators/shared';
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

/** Refuses a proposed rate on a campaign without a fee, as a field error of the apply form. */
export function checkPitchAgainstOffer(pitch: PitchFields, offer: Pick<CampaignOffer, 'kinds'>): void {
  if (pitch.proposedFeeMinor !== null && !paysFee(offer)) {
    throw new AppError('VALIDATION_FAILED', CAMPAIGN_MESSAGES.proposedFeeWithoutFee, {
      fields: [{ field: 'proposedFeeMinor', message: CAMPAIGN_MESSAGES.proposedFeeWithoutFee }],
    });
  }
}

/**
 * The fee a hire agrees, in the campaign's currency: the brand's amount when it named one, else the
 * creator's proposed rate, else the listed fee; null on a campaign that pays no fee (where naming
 * an amount is refused).
 */
export function agreedFeeAtHire(
  offer: Pick<CampaignOffer, 'kinds' | 'feeMinor'>,
  proposedFeeMinor: number | null,
  requestedFeeMinor: number | undefined,
): number | null {
  if (!paysFee(offer)) {
    if (requestedFeeMinor !== undefined) {
      throw new AppError('VALIDATION_FAILED', CAMPAIGN_MESSAGES.agreedFeeWithoutFee, {
        fields: [{ field: 'agreedFeeMinor', message: CAMPAIGN_MESSAGES.agreedFeeWithoutFee }],
      });
    }
    return null;
  }
  return requestedFeeMinor ?? proposedFeeMinor ?? offer.feeMinor;
}
