import { desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
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
  const window = pageWindow({ page, pageSize });
  const statement = preparedOnce(db, 'admin_brands', selectAdminBrandPage, { search: Boolean(search) });
  return toPage(await statement.execute({ ...window, pattern: search ? containsPattern(search) : undefined }));
}

function selectAdminBrandPage(db: Database, { search }: { search: boolean }) {
  const pattern = sql.placeholder('pattern');
  const filter = search
    ? or(
        ilike(brandProfiles.fullName, pattern),
        ilike(brandProfiles.companyName, pattern),
        ilike(accounts.email, pattern),
      )
    : undefined;
  const withAccount = eq(accounts.id, brandProfiles.accountId);
  return selectPageWithTotal(db, {
    count: db.select(totalColumn()).from(brandProfiles).innerJoin(accounts, withAccount).where(filter),
    rows: db
      .select({ ...getTableColumns(brandProfiles), email: accounts.email, status: accounts.status })
      .from(brandProfiles)
      .innerJoin(accounts, withAccount)
      .where(filter)
      .$dynamic(),
    orderBy: (brand) => [desc(brand.createdAt), desc(brand.accountId)],
  });
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
