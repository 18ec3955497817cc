import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import {
  accounts,
  brandProfiles,
  campaignEntries,
  campaigns,
  creatorProfiles,
  creatorSocialLinks,
  messages,
  newsletterSubscriptions,
} from './schema/index.ts';

async function createBrandWithCampaign(db: Database) {
  const brand = await createAccount(db, 'brand');
  await db.insert(brandProfiles).values({
    accountId: brand.id,
    fullName: 'Eleanor Hartwell',
    companyName: 'Hartwell Saddlery',
    phone: '4155550132',
    brandDescription: 'Saddles',
    brandAddress: 'Lexington',
    collaborationType: 'Ambassadors',
    subscription: 'Yearly',
  });
  const [campaign] = await db
    .insert(campaigns)
    .values({
      brandId: brand.id,
      companyName: 'Hartwell Saddlery',
      title: 'Autumn Saddle Care',
      requirements: 'Own a saddle',
      deliverables: '1 Reel',
      deadlines: 'October',
      compensation: '$450',
      ownerEmail: brand.email,
      brandName: 'Hartwell',
    })
    .returning();
  if (!campaign) throw new Error('The campaign was not created');
  return { brand, campaign };
}

async function createCreator(db: Database) {
  const account = await createAccount(db, 'contentCreator');
  await db.insert(creatorProfiles).values({ accountId: account.id, firstName: 'Ava', lastName: 'Sinclair' });
  return account;
}

describe('the database schema', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has every table the product needs', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(tables).toEqual([
      'account_deletions',
      'accounts',
      'auth_codes',
      'backup_runs',
      'billing_customers',
      'billing_events',
      'billing_subscriptions',
      'brand_profiles',
      'campaign_entries',
      'campaign_images',
      'campaigns',
      'club_meetings',
      'contact_messages',
      'creator_niches',
      'creator_payout_accounts',
      'creator_platform_stats',
      'creator_profiles',
      'creator_rate_packages',
      'creator_social_links',
      'data_exports',
      'email_changes',
      'email_preferences',
      'files',
      'invitations',
      'mail_outbox',
      'message_attachments',
      'message_notices',
      'messages',
      'newsletter_subscriptions',
      'notifications',
      'order_deals',
      'order_deliverables',
      'order_payments',
      'order_ratings',
      'order_reviews',
      'order_submissions',
      'password_resets',
      'payment_dispute_proposals',
      'payment_disputes',
      'rate_limits',
      'rating_moderations',
      'server_processes',
      'sessions',
      'shortlist_members',
      'shortlists',
      'web_vital_histograms',
    ]);
  });

  it('applies the campaign defaults of the spec: Paid, Instagram', async () => {
    const { campaign } = await createBrandWithCampaign(database.db);
    expect(campaign.price).toBe('Paid');
    expect(campaign.socialMedia).toBe('Instagram');
  });

  it('keeps one entry per creator per campaign', async () => {
    const { campaign } = await createBrandWithCampaign(database.db);
    const creator = await createCreator(database.db);
    await database.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Applied' });
    await expect(
      database.db.insert(campaignEntries).values({ campaignId: campaign.id, creatorId: creator.id, status: 'Applied' }),
    ).rejects.toThrow();
  });

  it('refuses statuses and decisions outside the spec', async () => {
    const { campaign } = await createBrandWithCampaign(database.db);
    const creator = await createCreator(database.db);
    await expect(
      database.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Pending' as 'Applied' }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired', decision: 'Rejected' as 'Closed' }),
    ).rejects.toThrow();
  });

  it('only lets a message exist in the thread of an existing entry', async () => {
    const { brand, campaign } = await createBrandWithCampaign(database.db);
    const creator = await createCreator(database.db);
    const message = {
      campaignId: campaign.id,
      creatorId: creator.id,
      senderAccountId: brand.id,
      senderType: 'brand' as const,
      seq: 1,
      content: 'Hi',
    };
    await expect(database.db.insert(messages).values(message)).rejects.toThrow();
    await database.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired' });
    await expect(database.db.insert(messages).values(message)).resolves.toBeDefined();
  });

  it('removes a campaign with its entries and messages', async () => {
    const { brand, campaign } = await createBrandWithCampaign(database.db);
    const creator = await createCreator(database.db);
    await database.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired' });
    await database.db.insert(messages).values({
      campaignId: campaign.id,
      creatorId: creator.id,
      senderAccountId: brand.id,
      senderType: 'brand',
      seq: 1,
      content: 'Hi',
    });
    await database.db.delete(campaigns).where(eq(campaigns.id, campaign.id));
    expect(await database.db.select().from(messages).where(eq(messages.campaignId, campaign.id))).toEqual([]);
  });

  it('stores e-mail addresses in lower case only, and one account per type and address', async () => {
    await expect(
      createAccount(database.db, 'brand', 'Mixed@Example.com').then(() => undefined),
    ).resolves.toBeUndefined();
    await expect(
      database.db.insert(accounts).values({ type: 'brand', email: 'Upper@Example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
    await expect(createAccount(database.db, 'brand', 'mixed@example.com')).rejects.toThrow();
    await expect(createAccount(database.db, 'contentCreator', 'mixed@example.com')).resolves.toBeDefined();
  });

  it('keeps follower counts from going negative and newsletter addresses unique', async () => {
    const creator = await createCreator(database.db);
    await expect(
      database.db
        .insert(creatorSocialLinks)
        .values({ creatorId: creator.id, link: 'https://x', followerText: '-5', followerCount: -5 }),
    ).rejects.toThrow();
    await database.db.insert(newsletterSubscriptions).values({ email: 'news@example.com' });
    await expect(database.db.insert(newsletterSubscriptions).values({ email: 'news@example.com' })).rejects.toThrow();
  });
});
