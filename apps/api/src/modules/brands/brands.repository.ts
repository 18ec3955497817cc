import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { accounts, brandProfiles } from '../../db/schema/index.ts';

export type BrandProfileRow = typeof brandProfiles.$inferSelect;
export type NewBrandProfile = typeof brandProfiles.$inferInsert;

/** A brand as one record: its account e-mail and status with the profile. */
export type BrandRecord = BrandProfileRow & { email: string; status: 'active' | 'blocked' };

export async function insertBrandProfile(executor: Database, profile: NewBrandProfile): Promise<void> {
  await executor.insert(brandProfiles).values(profile);
}

export async function findBrand(db: Database, accountId: string): Promise<BrandRecord | null> {
  const [row] = await db
    .select({ profile: brandProfiles, email: accounts.email, status: accounts.status })
    .from(brandProfiles)
    .innerJoin(accounts, eq(accounts.id, brandProfiles.accountId))
    .where(eq(brandProfiles.accountId, accountId))
    .limit(1);
  return row ? { ...row.profile, email: row.email, status: row.status } : null;
}

/** Brands for the admin list, newest first, optionally matching a name, company or e-mail fragment. */
export async function listBrandsForAdmin(
  db: Database,
  { search, page, pageSize }: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: BrandRecord[]; total: number }> {
  const pattern = search ? containsPattern(search) : null;
  const filter = pattern
    ? or(
        ilike(brandProfiles.fullName, pattern),
        ilike(brandProfiles.companyName, pattern),
        ilike(accounts.email, pattern),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ profile: brandProfiles, email: accounts.email, status: accounts.status })
      .from(brandProfiles)
      .innerJoin(accounts, eq(accounts.id, brandProfiles.accountId))
      .where(filter)
      .orderBy(desc(brandProfiles.createdAt), desc(brandProfiles.accountId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(brandProfiles)
      .innerJoin(accounts, eq(accounts.id, brandProfiles.accountId))
      .where(filter),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.profile, email: row.email, status: row.status })),
    total: totals[0]?.total ?? 0,
  };
}

/** Records that the brand has paid (or not); answers false when there is no such brand. */
export async function setBrandPayment(db: Database, accountId: string, payment: boolean, now: Date): Promise<boolean> {
  const updated = await db
    .update(brandProfiles)
    .set({ payment, paymentConfirmedAt: payment ? now : null, updatedAt: now })
    .where(eq(brandProfiles.accountId, accountId))
    .returning({ accountId: brandProfiles.accountId });
  return updated.length > 0;
}
