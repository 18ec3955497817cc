import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/** Deletes counters whose window ended before `now`; a later request starts a new window anyway. */
export async function deleteExpiredLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, now));
}
