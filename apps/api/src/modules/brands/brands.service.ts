import { AppError, type UpdateBrandRequest } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { refreshAccess } from '../billing/billing-access.service.ts';
import { findBrand, type BrandRecord } from './brands.repository.ts';

export async function getBrand(context: AppContext, accountId: string): Promise<BrandRecord> {
  const brand = await findBrand(context.db, accountId);
  if (!brand) throw new AppError('NOT_FOUND', 'This brand does not exist.');
  return brand;
}

/**
 * An admin confirms (or withdraws) a brand's payment, which gates creating campaigns, or blocks
 * or unblocks the brand; blocking ends its sessions. `payment` sets the override (`comped`); the
 * flag itself stays derived, so withdrawing it leaves a paying subscriber its access (decision 018).
 */
export async function updateBrandByAdmin(
  context: AppContext,
  accountId: string,
  change: UpdateBrandRequest,
): Promise<BrandRecord> {
  await getBrand(context, accountId);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    if (change.payment !== undefined) await refreshAccess(tx, accountId, now, { comped: change.payment });
    if (change.status !== undefined) await changeAccountStatus(tx, accountId, change.status, now);
  });
  return getBrand(context, accountId);
}
