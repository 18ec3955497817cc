import type { Database } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

/** Stores the address once: a second subscription of the same address changes nothing. */
export async function insertSubscriptionOnce(
  db: Database,
  subscription: { email: string; ipAddress: string | null; createdAt: Date },
): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values(subscription)
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
