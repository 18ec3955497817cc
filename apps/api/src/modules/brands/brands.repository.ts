import { desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { accounts, billingSubscriptions, brandProfiles } from '../../db/schema/index.ts';
import { subscriptionOrder } from '../billing/billing.repository.ts';

export type BrandProfileRow = typeof brandProfiles.$inferSelect;
export type NewBrandProfile = typeof brandProfiles.$inferInsert;

/** A brand as one record: its account e-mail and status with the profile, and its subscription's status. */
export type BrandRecord = BrandProfileRow & {
  email: string;
  status: 'active' | 'blocked';
  subscriptionStatus: string | null;
};

/** Stripe's status of the subscription the brand itself is shown (billing's one order, docs/decisions/018). */
function subscriptionStatusColumn() {
  return sql<string | null>`(select ${billingSubscriptions.status} from ${billingSubscriptions}
    where ${billingSubscriptions.accountId} = ${brandProfiles.accountId}
    order by ${sql.join(subscriptionOrder('brand'), sql`, `)} limit 1)`;
}

export async function insertBrandProfile(executor: Database, profile: NewBrandProfile): Promise<void> {
  await executor.insert(brandProfiles).values(profile);
}

export async function findBrand(db: Database, accountId: string): Promise<BrandRecord | null> {
  const [row] = await db
    .select({
      profile: brandProfiles,
      email: accounts.email,
      status: accounts.status,
      subscriptionStatus: subscriptionStatusColumn(),
    })
    .from(brandProfiles)
    .innerJoin(accounts, eq(accounts.id, brandProfiles.accountId))
    .where(eq(brandProfiles.accountId, accountId))
    .limit(1);
  return row
    ? { ...row.profile, email: row.email, status: row.status, subscriptionStatus: row.subscriptionStatus }
    : null;
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
      .select({
        ...getTableColumns(brandProfiles),
        email: accounts.email,
        status: accounts.status,
        subscriptionStatus: subscriptionStatusColumn().as('subscription_status'),
      })
      .from(brandProfiles)
      .innerJoin(accounts, withAccount)
      .where(filter)
      .$dynamic(),
    orderBy: (brand) => [desc(brand.createdAt), desc(brand.accountId)],
  });
}
