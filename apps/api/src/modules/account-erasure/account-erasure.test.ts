import {
  DELETED_USER_NAME,
  DELETED_USER_THREAD_MESSAGE,
  type AdminRatingPage,
  type BrandSpend,
  type ThreadPage,
} from '@equicreators/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  brandProfiles,
  campaigns,
  creatorProfiles,
  files,
  mailOutbox,
  orderPayments,
  orderRatings,
} from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { BRAND_TRACES, CREATOR_TRACES, createErasureWorld, type ErasureWorld } from '../../test/erasure-fixtures.ts';
import { messageCalls } from '../../test/message-threads.ts';
import { rowsOf } from '../../test/migrations-before.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import type { TestContext } from '../../test/test-context.ts';
import { ERASED_ACCOUNT_STAYS_BLOCKED } from '../accounts/accounts.service.ts';
import { eraseAccount } from './account-erasure.service.ts';
import { ERASURE_INVENTORY } from './account-erasure.inventory.ts';

/** Every column of every table that can hold text, and which of `terms` each still holds. */
async function tracesLeft(db: Database, terms: readonly string[]): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const term of terms) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where position(lower(${term}) in lower(${sql.identifier(column)}::text)) > 0`,
      );
      if ((row?.n ?? 0) > 0) found.push(`${table}.${column}: ${term}`);
    }
  }
  return found;
}

/** The uuid columns of every table that still hold `id` on some row. */
async function columnsHolding(db: Database, id: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'uuid'
        order by c.table_name, c.column_name`,
  );
  const holding: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
    );
    if ((row?.n ?? 0) > 0) holding.push(`${table}.${column}`);
  }
  return holding;
}

/** Each column still holding the erased id must be one the inventory keeps (never one it deletes). */
function expectNoneDeleted(holding: string[]) {
  for (const column of holding) {
    const [table, name] = column.split('.') as [string, string];
    expect([column, ERASURE_INVENTORY[table]?.[name]]).not.toEqual([
      column,
      expect.objectContaining({ erasure: 'deleted' }),
    ]);
  }
}

/** How many rows each table holds: a second erasure must leave them all as they are. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.keys(ERASURE_INVENTORY)) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

async function storedKeysOf(db: Database, accountId: string): Promise<string[]> {
  const rows = await db.select().from(files).where(eq(files.ownerAccountId, accountId));
  return rows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]);
}

async function exportKeysOf(db: Database, accountId: string): Promise<string[]> {
  const rows = await rowsOf<{ storage_key: string }>(
    db,
    sql`select storage_key from data_exports where account_id = ${accountId} and storage_key is not null`,
  );
  return rows.map((row) => row.storage_key);
}

async function expectStored(storage: FileStorage, keys: string[], isStored: boolean) {
  const stored = await Promise.all(keys.map(async (key) => (await storage.stat(key)) !== null));
  expect(stored).toEqual(keys.map(() => isStored));
}

const threadOf = async (context: TestContext, world: ErasureWorld, authorization: string) => {
  const url =
    authorization === world.brand.authorization
      ? `/api/messages/message-brand/${world.campaign.id}/${world.creatorId}`
      : `/api/messages/message-influencer/${world.creatorId}/${world.campaign.id}`;
  const response = await context.app.inject({ method: 'GET', url, headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return response.json<ThreadPage>();
};

describe.each(['disk', 's3'] as const)('erasing an account (files on %s)', (storageKind) => {
  let s3: TestS3Server | null = null;
  let billing: BillingTestContext;
  beforeAll(async () => {
    s3 = storageKind === 's3' ? await startTestS3Server() : null;
  });
  afterAll(async () => {
    await s3?.close();
  });
  // A world of its own per test: the fixture's people have fixed addresses.
  beforeEach(async () => {
    billing = await createBillingTestContext(s3 ? { env: s3.env } : {});
  });
  afterEach(() => billing.close());

  it('erases a creator: no trace left, the brand keeps its thread, work, payment and ratings', async () => {
    const { context, fake } = billing;
    const world = await createErasureWorld(context, fake);
    const keys = [
      ...(await storedKeysOf(context.db, world.creatorId)),
      ...(await exportKeysOf(context.db, world.creatorId)),
    ];
    expect(keys.length).toBeGreaterThanOrEqual(7);
    await expectStored(context.storage, keys, true);
    const before = await threadOf(context, world, world.brand.authorization);
    const [paymentBefore] = await context.db.select().from(orderPayments).where(eq(orderPayments.id, world.payment.id));
    expect(paymentBefore?.status).toBe('released');
    expect(await tracesLeft(context.db, Object.values(CREATOR_TRACES))).not.toEqual([]);

    expect(await eraseAccount(context, world.creatorId)).toEqual({ erased: true, filesLeft: 0 });

    expect(await tracesLeft(context.db, Object.values(CREATOR_TRACES))).toEqual([]);
    await expectStored(context.storage, keys, false);
    const [account] = await context.db.select().from(accounts).where(eq(accounts.id, world.creatorId));
    expect(account).toMatchObject({
      email: `erased-${world.creatorId}@erased.invalid`,
      status: 'blocked',
      lastLoginAt: null,
      termsVersion: null,
      termsAcceptedAt: null,
      erasedAt: context.clock.now(),
    });
    expect(account?.passwordHash.startsWith('$argon2')).toBe(false);
    const [profile] = await context.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.accountId, world.creatorId));
    expect(profile).toMatchObject({
      firstName: DELETED_USER_NAME,
      lastName: '',
      phoneNumber: '',
      bio: '',
      description: '',
      avatarFileId: null,
      handle: null,
      mediaKitVisibility: 'nobody',
      featuredAt: null,
      disciplines: [],
      breeds: [],
      languages: [],
      country: null,
    });
    for (const [table, column] of [
      ['sessions', 'account_id'],
      ['password_resets', 'account_id'],
      ['email_changes', 'account_id'],
      ['email_preferences', 'account_id'],
      ['data_exports', 'account_id'],
      ['notifications', 'recipient_id'],
      ['message_notices', 'recipient_account_id'],
      ['shortlist_members', 'creator_id'],
      ['creator_niches', 'creator_id'],
      ['creator_social_links', 'creator_id'],
      ['creator_platform_stats', 'creator_id'],
      ['creator_rate_packages', 'creator_id'],
      ['files', 'owner_account_id'],
      ['contact_messages', 'account_id'],
    ] as const) {
      const [row] = await rowsOf<{ n: number }>(
        context.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${world.creatorId}`,
      );
      expect([table, row?.n]).toEqual([table, 0]);
    }

    // What still names them by id is only what the inventory keeps, never a row it deletes.
    const holding = await columnsHolding(context.db, world.creatorId);
    expect(holding).toEqual([
      'accounts.id',
      'campaign_entries.creator_id',
      'creator_payout_accounts.account_id',
      'creator_profiles.account_id',
      'message_notices.creator_id',
      'messages.creator_id',
      'messages.sender_account_id',
      'notifications.creator_id',
      'order_deliverables.creator_id',
      'order_payments.creator_id',
      'order_ratings.creator_id',
      'order_ratings.ratee_account_id',
      'order_ratings.rater_account_id',
      'order_reviews.creator_id',
      'order_submissions.creator_id',
    ]);
    expectNoneDeleted(holding);

    // The brand's thread: every message and text as it was, the creator's shown as deleted, without files.
    const after = await threadOf(context, world, world.brand.authorization);
    expect(after.items.map((item) => [item.seq, item.content])).toEqual(
      before.items.map((item) => [item.seq, item.content]),
    );
    for (const item of after.items.filter((message) => message.senderType === 'contentCreator')) {
      expect([item.senderName, item.attachments]).toEqual([DELETED_USER_NAME, []]);
    }
    const brandsOwn = after.items.filter((message) => message.senderType === 'brand');
    expect(brandsOwn.some((message) => message.attachments.length === 1)).toBe(true);
    expect(brandsOwn.every((message) => message.senderName === BRAND_TRACES.companyName)).toBe(true);

    // The thread reads, and takes no new message.
    const answer = await messageCalls(context, world).brandSends({ content: 'Are you still there?' });
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([409, DELETED_USER_THREAD_MESSAGE]);

    // Elsewhere the brand and the admin see them: the spend page, the ratings' moderation, the mail.
    const spend = await context.app.inject({
      method: 'GET',
      url: '/api/payments/spend',
      headers: { authorization: world.brand.authorization },
    });
    expect(spend.json<BrandSpend>().items.flatMap((item) => item.payments.map((p) => p.creatorName))).toEqual([
      DELETED_USER_NAME,
    ]);
    const moderation = await context.app.inject({
      method: 'GET',
      url: '/api/admin/ratings',
      headers: { authorization: world.admin.authorization },
    });
    const names = moderation.json<AdminRatingPage>().items.map((item) => [item.raterName, item.rateeName]);
    expect(names.flat().filter((name) => name !== BRAND_TRACES.companyName)).toEqual([
      DELETED_USER_NAME,
      DELETED_USER_NAME,
    ]);
    const toBrand = await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, BRAND_TRACES.email));
    expect(toBrand.map((mail) => mail.subject)).toContain(`${DELETED_USER_NAME} sent you a message`);

    // Money kept as it was; ratings kept with their stars, the creator's words gone.
    const [paymentAfter] = await context.db.select().from(orderPayments).where(eq(orderPayments.id, world.payment.id));
    expect(paymentAfter).toEqual(paymentBefore);
    const ratings = await context.db.select().from(orderRatings).where(eq(orderRatings.creatorId, world.creatorId));
    expect(ratings.map((rating) => [rating.raterType, rating.stars, rating.review]).sort()).toEqual([
      ['brand', 5, 'Crisp reels, on time'],
      ['contentCreator', 4, ''],
    ]);

    // Their login is over, and the admin cannot bring it back.
    const theirs = await context.app.inject({
      method: 'GET',
      url: '/api/messages/unread',
      headers: { authorization: world.hired.authorization },
    });
    expect(theirs.statusCode).toBe(401);
    const unblock = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/creators/${world.creatorId}`,
      headers: { authorization: world.admin.authorization },
      payload: { status: 'active' },
    });
    expect([unblock.statusCode, unblock.json<{ message: string }>().message]).toEqual([
      409,
      ERASED_ACCOUNT_STAYS_BLOCKED,
    ]);

    // A second run changes nothing.
    const counts = await rowCounts(context.db);
    expect(await eraseAccount(context, world.creatorId)).toEqual({ erased: false, filesLeft: 0 });
    expect(await rowCounts(context.db)).toEqual(counts);
  });

  it('erases a brand: its campaign stays for the creator, shown as deleted, without images or contact', async () => {
    const { context, fake } = billing;
    const world = await createErasureWorld(context, fake);
    const keys = [
      ...(await storedKeysOf(context.db, world.brandId)),
      ...(await exportKeysOf(context.db, world.brandId)),
    ];
    await expectStored(context.storage, keys, true);
    const before = await threadOf(context, world, world.hired.authorization);

    expect(await eraseAccount(context, world.brandId)).toEqual({ erased: true, filesLeft: 0 });

    expect(await tracesLeft(context.db, Object.values(BRAND_TRACES))).toEqual([]);
    await expectStored(context.storage, keys, false);
    const [profile] = await context.db.select().from(brandProfiles).where(eq(brandProfiles.accountId, world.brandId));
    expect(profile).toMatchObject({
      fullName: DELETED_USER_NAME,
      companyName: DELETED_USER_NAME,
      phone: '',
      brandAddress: '',
    });
    const [campaign] = await context.db.select().from(campaigns).where(eq(campaigns.id, world.campaign.id));
    expect(campaign).toMatchObject({ ownerEmail: '', companyName: DELETED_USER_NAME, brandName: DELETED_USER_NAME });
    const after = await threadOf(context, world, world.hired.authorization);
    expect(after.items.map((item) => [item.seq, item.content])).toEqual(
      before.items.map((item) => [item.seq, item.content]),
    );
    for (const item of after.items.filter((message) => message.senderType === 'brand')) {
      expect([item.senderName, item.attachments]).toEqual([DELETED_USER_NAME, []]);
    }
    const [payment] = await context.db.select().from(orderPayments).where(eq(orderPayments.id, world.payment.id));
    expect(payment).toMatchObject({ status: 'released', brandId: world.brandId });
    expectNoneDeleted(await columnsHolding(context.db, world.brandId));
    const counts = await rowCounts(context.db);
    expect(await eraseAccount(context, world.brandId)).toEqual({ erased: false, filesLeft: 0 });
    expect(await rowCounts(context.db)).toEqual(counts);
  });

  it('keeps a file whose delete failed, without its name, and deletes it on the next run', async () => {
    const { context, fake } = billing;
    const world = await createErasureWorld(context, fake);
    const keys = await storedKeysOf(context.db, world.creatorId);
    const stuck = keys[0]!;
    const failing: FileStorage = {
      ...context.storage,
      delete: (key) => (key === stuck ? Promise.reject(new Error('bucket unreachable')) : context.storage.delete(key)),
    };
    expect(await eraseAccount({ ...context, storage: failing }, world.creatorId)).toEqual({
      erased: true,
      filesLeft: 1,
    });
    await expectStored(context.storage, [stuck], true);
    const left = await context.db.select().from(files).where(eq(files.ownerAccountId, world.creatorId));
    expect(left.map((file) => [file.storageKey, file.originalName])).toEqual([[stuck, null]]);

    expect(await eraseAccount(context, world.creatorId)).toEqual({ erased: false, filesLeft: 0 });
    await expectStored(context.storage, keys, false);
  });
});
