import type { CloseOutcome } from '@equicreators/shared';
import { campaignEntries } from '../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from './factories.ts';
import type { TestContext } from './test-context.ts';

export type TestOrder = {
  campaignId: string;
  brand: LoggedInAccount;
  creator: LoggedInAccount;
  /** PUT /api/orders/{campaignId}/{creatorId}/rating */
  ratingUrl: string;
};

/**
 * An order written straight to the tables, as the work routes would leave it: a campaign of a
 * brand, a creator hired on it, and the work closed as `outcome` (completed by default; null: still
 * open). The brand and the creator may be given to make several orders between the same parties.
 */
export async function createTestOrder(
  context: TestContext,
  {
    outcome = 'completed',
    brand,
    creator,
    companyName = 'Hartwell Saddlery',
    creatorName = 'Ava',
  }: {
    outcome?: CloseOutcome | null;
    brand?: LoggedInAccount;
    creator?: LoggedInAccount;
    companyName?: string;
    creatorName?: string;
  } = {},
): Promise<TestOrder> {
  const { db, clock } = context;
  const theBrand = brand ?? (await loggedIn(context, await createBrand(db, { companyName })));
  const theCreator = creator ?? (await loggedIn(context, await createCreator(db, { firstName: creatorName })));
  const campaign = await createCampaignRow(db, theBrand.id, { companyName, brandName: companyName });
  const now = clock.now();
  await db.insert(campaignEntries).values({
    campaignId: campaign.id,
    creatorId: theCreator.id,
    status: 'Hired',
    hiredAt: now,
    ...(outcome
      ? {
          decision: 'Closed' as const,
          decidedAt: now,
          closedAt: now,
          closeOutcome: outcome,
          closeReason: outcome === 'cancelled' ? 'The show was called off.' : null,
        }
      : {}),
  });
  return {
    campaignId: campaign.id,
    brand: theBrand,
    creator: theCreator,
    ratingUrl: `/api/orders/${campaign.id}/${theCreator.id}/rating`,
  };
}
