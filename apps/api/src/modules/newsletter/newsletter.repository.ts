import type { NewsletterStatus } from '@equicreators/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, emailPreferences, newsletterSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The subscription of an address, locked for the change that follows (made pending if new). */
export async function lockSubscriptionOf(
  tx: Database,
  subscription: { email: string; ipAddress: string | null; now: Date },
): Promise<SubscriptionRow> {
  await tx
    .insert(newsletterSubscriptions)
    .values({ email: subscription.email, ipAddress: subscription.ipAddress, createdAt: subscription.now })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
  const [row] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, subscription.email))
    .for('update');
  if (!row) throw new Error('The newsletter subscription was not stored');
  return row;
}

export async function findSubscriptionByEmail(executor: Database, email: string): Promise<SubscriptionRow | null> {
  const [row] = await executor.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ?? null;
}

export async function findSubscriptionByTokenHash(tx: Database, tokenHash: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function updateSubscription(
  executor: Database,
  id: string,
  changes: Partial<{
    status: NewsletterStatus;
    confirmTokenHash: string | null;
    confirmationSentAt: Date | null;
    confirmedAt: Date | null;
    unsubscribedAt: Date | null;
  }>,
): Promise<void> {
  await executor.update(newsletterSubscriptions).set(changes).where(eq(newsletterSubscriptions.id, id));
}

/** Leaves the newsletter: a subscription already left (or unknown) stays as it is. */
export async function unsubscribeSubscription(
  executor: Database,
  where: { id: string } | { email: string },
  now: Date,
): Promise<void> {
  await executor
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(
      and(
        'id' in where ? eq(newsletterSubscriptions.id, where.id) : eq(newsletterSubscriptions.email, where.email),
        ne(newsletterSubscriptions.status, 'unsubscribed'),
      ),
    );
}

/** Every confirmed subscription: the readers of an issue. */
export async function findConfirmedSubscriptions(executor: Database): Promise<{ id: string; email: string }[]> {
  return executor
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'));
}

/** Brands and creators that can get mail and did not turn product news off. */
export async function findProductNewsReaders(executor: Database): Promise<{ id: string; email: string }[]> {
  return executor
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .leftJoin(emailPreferences, eq(emailPreferences.accountId, accounts.id))
    .where(
      and(
        inArray(accounts.type, ['brand', 'contentCreator']),
        eq(accounts.status, 'active'),
        isNull(accounts.erasedAt),
        sql`not coalesce(${emailPreferences.optedOut} @> array['product_news']::text[], false)`,
      ),
    );
}
