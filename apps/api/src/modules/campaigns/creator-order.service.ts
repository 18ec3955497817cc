import { AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { loadOrderProgress, NO_PROGRESS, orderKeyOf } from '../work/work-progress.service.ts';
import { findOrder } from './campaign-entries.repository.ts';
import type { OrderWithProgress } from './campaigns.service.ts';

/**
 * GET /api/orders/{campaignId}: one of the calling creator's orders, as her Orders table shows it
 * (the page opened by its address reads the same row as the table's click hands over). A campaign
 * she is not hired on is no order of hers: 404.
 */
export async function getCreatorOrder(
  context: AppContext,
  principal: Principal,
  campaignId: string,
): Promise<OrderWithProgress> {
  const creatorId = principal.accountId;
  const row = principal.type === 'contentCreator' ? await findOrder(context.db, creatorId, campaignId) : null;
  if (!row) throw new AppError('NOT_FOUND', 'This order does not exist.');
  const key = { campaignId, creatorId };
  const progress = await loadOrderProgress(context.db, [key], context.clock.now());
  return { ...row, progress: progress.get(orderKeyOf(key)) ?? NO_PROGRESS };
}
