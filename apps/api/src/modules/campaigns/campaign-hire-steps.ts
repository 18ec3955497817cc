import type { CampaignRow } from './campaigns.repository.ts';
import type { DealTerms } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { recordPaymentAtHire } from '../payments/payment-at-hire.ts';
import { copyPlanToOrder } from '../work/work-writes.repository.ts';
import { incrementHiredCount } from './campaign-entries.repository.ts';

type Order = { campaignId: string; creatorId: string };

/**
 * What starts an order, in the hire's transaction, once the deal is agreed: a direct hire at the
 * creator's own rate, or her accepting the brand's offer (issue 46). The spot is taken, a paid deal
 * gets its payment (docs/decisions/029) and the work starts with the campaign's deliverables plan
 * (docs/decisions/022). Nothing of this happens while an offer waits: no charge, no deadline.
 */
export async function startOrder(
  context: AppContext,
  tx: Database,
  facts: { campaign: CampaignRow; order: Order; deal: { version: number; terms: DealTerms }; now: Date },
): Promise<void> {
  await incrementHiredCount(tx, facts.campaign.id);
  await recordPaymentAtHire(context, tx, {
    order: facts.order,
    brandId: facts.campaign.brandId,
    deal: facts.deal,
    hiredAt: facts.now,
  });
  await copyPlanToOrder(tx, facts.order, facts.now);
}
