import { dealTermsAtHire, offerFromSpecTexts } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { insertDealVersion } from '../deals/deals.repository.ts';
import { offerColumns } from './campaign-offer.ts';
import {
  hiredWithoutDeal,
  lockCampaignsWithoutOffer,
  writeReadOffer,
  type CampaignWithoutOffer,
} from './offer-backfill.repository.ts';

const BATCH_SIZE = 100;

/**
 * Gives every campaign written before offers were data (issue 31, "migration without loss") the
 * offer its free texts describe, as far as they can be read, and each of its hires the deal they
 * were hired on. Run after the migrations wherever the database is migrated (migrateDatabase);
 * a campaign once read is never read again, so a start with nothing left costs one query.
 * Returns how many campaigns it read.
 */
export async function readOffersOfOldCampaigns(db: Database, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  let read = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const campaigns = await lockCampaignsWithoutOffer(tx, batchSize);
      for (const campaign of campaigns) await readOldCampaign(tx, campaign, now);
      return campaigns.length;
    });
    read += batch;
    if (batch < batchSize) return read;
  }
}

/**
 * The offer and its copies, but not the texts, price, deadline or plan the campaign already shows:
 * hires copied those, and a text read is still the brand's own words. Where the compensation stays
 * as written, so does whether it offered any (the feed's filter kept its old reading).
 */
async function readOldCampaign(tx: Database, campaign: CampaignWithoutOffer, now: Date): Promise<void> {
  const { offer, asWritten } = offerFromSpecTexts({
    compensation: campaign.compensation,
    deadlines: campaign.deadlines,
    deliverables: campaign.deliverables,
    price: campaign.price,
    platform: campaign.socialMedia,
  });
  const read = offerColumns(offer, asWritten);
  await writeReadOffer(tx, campaign.id, {
    offer: read.offer,
    termsAsWritten: read.termsAsWritten,
    compensationKinds: read.compensationKinds,
    currency: read.currency,
    feeMinor: read.feeMinor,
    spots: read.spots,
    contentStart: read.contentStart,
    contentEnd: read.contentEnd,
    deliverablePlatforms: read.deliverablePlatforms,
    deliverableFormats: read.deliverableFormats,
    ...(asWritten.compensation === undefined ? { offersCompensation: read.offersCompensation } : {}),
  });
  for (const creatorId of await hiredWithoutDeal(tx, campaign.id)) {
    await insertDealVersion(
      tx,
      { campaignId: campaign.id, creatorId },
      {
        terms: dealTermsAtHire(offer, offer.feeMinor),
        status: 'accepted',
        proposedBy: 'hire',
        proposerAccountId: null,
        now,
      },
    );
  }
}
