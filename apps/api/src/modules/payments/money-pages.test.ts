import { paymentAmounts, type Currency, type PaymentStatus } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, orderPayments, paymentDisputes } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCampaignRow, createCreator, loggedIn } from '../../test/factories.ts';
import { createBillingTestContext } from '../../test/billing.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { csvCell, decimalOf } from './money-csv.ts';

const FEES = { brand: { basisPoints: 500, minimumMinor: 100 }, creator: { basisPoints: 1000, minimumMinor: 0 } };

type PaymentSeed = {
  campaignId: string;
  creatorId: string;
  brandId: string;
  agreedFeeMinor: number;
  currency?: Currency;
  status: PaymentStatus;
  transferMinor?: number;
  refundMinor?: number;
  receiptUrl?: string;
  createdAt?: Date;
};

describe('the money pages', () => {
  let context: TestContext;
  let admin: string;
  let brand: { id: string; authorization: string };
  let otherBrand: { id: string; authorization: string };
  let creator: string;
  let clock = Date.UTC(2026, 10, 1);

  const call = (url: string, authorization?: string) =>
    context.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  /** A hired entry and its payment, written straight to the tables. */
  async function seedPayment(seed: PaymentSeed) {
    await context.db
      .insert(campaignEntries)
      .values({ campaignId: seed.campaignId, creatorId: seed.creatorId, status: 'Hired', hiredAt: new Date() })
      .onConflictDoNothing();
    const amounts = paymentAmounts(seed.agreedFeeMinor, seed.currency ?? 'USD', FEES);
    clock += 60_000;
    const paid = seed.status !== 'awaiting_payment' && seed.status !== 'void';
    const [row] = await context.db
      .insert(orderPayments)
      .values({
        campaignId: seed.campaignId,
        creatorId: seed.creatorId,
        brandId: seed.brandId,
        status: seed.status,
        ...amounts,
        dealVersion: 1,
        chargeDueAt: new Date(clock),
        paidAt: paid ? new Date(clock) : null,
        receiptUrl: seed.receiptUrl ?? null,
        transferMinor: seed.transferMinor ?? null,
        refundMinor: seed.refundMinor ?? null,
        createdAt: seed.createdAt ?? new Date(clock),
      })
      .returning();
    if (!row) throw new Error('no payment');
    return row;
  }

  beforeAll(async () => {
    context = await createTestContext();
    admin = (await loggedIn(context, await createAccount(context.db, 'admin'))).authorization;
    brand = await loggedIn(context, await createBrand(context.db, { companyName: 'Hartwell Saddlery' }));
    otherBrand = await loggedIn(context, await createBrand(context.db, { companyName: '=HYPERLINK("x")' }));
    creator = (await loggedIn(context, await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' })))
      .authorization;
  });
  afterAll(() => context.close());

  it('refuse anonymous callers and the wrong account types', async () => {
    for (const url of ['/api/payments/spend', '/api/admin/payments', '/api/admin/payments.csv']) {
      expect((await call(url)).statusCode).toBe(401);
      expect((await call(url, creator)).statusCode).toBe(403);
    }
    expect((await call('/api/payments/spend', admin)).statusCode).toBe(403);
    expect((await call('/api/admin/payments', brand.authorization)).statusCode).toBe(403);
    expect((await call('/api/admin/payments.csv', brand.authorization)).statusCode).toBe(403);
  });

  it('show a brand without payments an empty spend, and an admin empty totals and a header-only CSV', async () => {
    const spend = (await call('/api/payments/spend', brand.authorization)).json();
    expect(spend).toEqual({ items: [], page: 1, pageSize: 20, total: 0, paymentsEnabled: false });
    const list = (await call('/api/admin/payments', admin)).json();
    expect(list).toMatchObject({ items: [], total: 0, totals: [] });
    const csv = await call('/api/admin/payments.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toMatch(/^payment_id,created_at,status,campaign,brand,creator,currency,/);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  describe('with payments of several statuses and currencies', () => {
    let autumnId: string;
    let springId: string;
    beforeAll(async () => {
      const autumn = await createCampaignRow(context.db, brand.id, { title: 'Autumn, "Saddle" care' });
      const spring = await createCampaignRow(context.db, brand.id, { title: 'Spring series' });
      const unpaid = await createCampaignRow(context.db, brand.id, { title: 'No payments here' });
      const foreign = await createCampaignRow(context.db, otherBrand.id, { title: '@SUM(A1)' });
      autumnId = autumn.id;
      springId = spring.id;
      void unpaid;
      const creators = await Promise.all(
        ['Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', '-Hal'].map((firstName) =>
          createCreator(context.db, { firstName, lastName: 'Rider' }),
        ),
      );
      const [ben, cleo, dan, eve, finn, gus, hal] = creators.map((account) => account.id) as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      // 300.00 agreed: brand fee 15.00, creator fee 30.00, charge 315.00, payout 270.00.
      await seedPayment({
        campaignId: autumn.id,
        creatorId: ben,
        brandId: brand.id,
        agreedFeeMinor: 30_000,
        status: 'held',
        receiptUrl: 'https://pay.stripe.test/receipts/1',
      });
      await seedPayment({
        campaignId: autumn.id,
        creatorId: cleo,
        brandId: brand.id,
        agreedFeeMinor: 30_000,
        status: 'released',
        transferMinor: 27_000,
      });
      await seedPayment({
        campaignId: autumn.id,
        creatorId: dan,
        brandId: brand.id,
        agreedFeeMinor: 30_000,
        status: 'refunded',
        refundMinor: 31_500,
      });
      // A split: the creator owed 150.00 gets 135.00; the platform keeps 15.00 + 7.50; the brand gets 157.50 back.
      await seedPayment({
        campaignId: autumn.id,
        creatorId: eve,
        brandId: brand.id,
        agreedFeeMinor: 30_000,
        status: 'settled',
        transferMinor: 13_500,
        refundMinor: 15_750,
      });
      await seedPayment({
        campaignId: autumn.id,
        creatorId: finn,
        brandId: brand.id,
        agreedFeeMinor: 30_000,
        status: 'awaiting_payment',
      });
      // 100.00 EUR: brand fee 5.00, charge 105.00.
      const frozen = await seedPayment({
        campaignId: spring.id,
        creatorId: gus,
        brandId: brand.id,
        agreedFeeMinor: 10_000,
        currency: 'EUR',
        status: 'frozen',
      });
      await seedPayment({
        campaignId: spring.id,
        creatorId: ben,
        brandId: brand.id,
        agreedFeeMinor: 10_000,
        currency: 'EUR',
        status: 'void',
      });
      await seedPayment({
        campaignId: foreign.id,
        creatorId: hal,
        brandId: otherBrand.id,
        agreedFeeMinor: 20_000,
        currency: 'GBP',
        status: 'releasing',
      });
      await context.db.insert(paymentDisputes).values([
        {
          paymentId: frozen.id,
          openedBy: 'brand',
          reason: 'Nothing delivered, "at all"',
          proposedShareMinor: 2_500,
          proposedBy: 'creator',
          resolution: null,
        },
      ]);
    });

    it('give the brand its own campaigns with their payments and totals per currency', async () => {
      const spend = (await call('/api/payments/spend', brand.authorization)).json();
      expect(spend.total).toBe(2);
      expect(spend.items.map((item: { title: string }) => item.title)).toEqual([
        'Spring series',
        'Autumn, "Saddle" care',
      ]);
      const [spring, autumn] = spend.items;
      expect(spring.totals).toEqual([{ currency: 'EUR', chargedMinor: 10_500, refundedMinor: 0, netMinor: 10_500 }]);
      // Charged: held, released, refunded and settled (4 × 315.00); refunded 315.00 + 157.50.
      expect(autumn.totals).toEqual([
        { currency: 'USD', chargedMinor: 126_000, refundedMinor: 47_250, netMinor: 78_750 },
      ]);
      expect(autumn.campaignId).toBe(autumnId);
      expect(autumn.payments[0]).toMatchObject({
        creatorName: 'Ben Rider',
        status: 'held',
        agreedFeeMinor: 30_000,
        brandFeeMinor: 1_500,
        chargeMinor: 31_500,
        refundMinor: null,
        receiptUrl: 'https://pay.stripe.test/receipts/1',
      });
      expect(autumn.payments.map((payment: { refundMinor: number | null }) => payment.refundMinor)).toEqual([
        null,
        null,
        31_500,
        15_750,
        null,
      ]);
      expect(JSON.stringify(spend)).not.toContain('@SUM');
    });

    it('page the brand’s campaigns', async () => {
      const first = (await call('/api/payments/spend?pageSize=1', brand.authorization)).json();
      const second = (await call('/api/payments/spend?pageSize=1&page=2', brand.authorization)).json();
      expect([first.total, first.items[0].campaignId, second.items[0].campaignId]).toEqual([2, springId, autumnId]);
    });

    it('give the other brand only its own', async () => {
      const spend = (await call('/api/payments/spend', otherBrand.authorization)).json();
      expect(spend.items.map((item: { title: string }) => item.title)).toEqual(['@SUM(A1)']);
    });

    it('give the admin the totals per currency and every payment newest first, with the open dispute', async () => {
      const list = (await call('/api/admin/payments?pageSize=100', admin)).json();
      expect(list.totals).toEqual([
        // Held: the frozen charge. Nothing released, refunded or kept: void earns nothing.
        { currency: 'EUR', heldMinor: 10_500, releasedMinor: 0, refundedMinor: 0, platformFeesMinor: 0 },
        // 200.00 GBP releasing: a charge of 210.00 still on the platform.
        { currency: 'GBP', heldMinor: 21_000, releasedMinor: 0, refundedMinor: 0, platformFeesMinor: 0 },
        // Held 315.00; released 270.00 + 135.00; refunded 315.00 + 157.50; fees 45.00 + (315.00 − 135.00 − 157.50).
        { currency: 'USD', heldMinor: 31_500, releasedMinor: 40_500, refundedMinor: 47_250, platformFeesMinor: 6_750 },
      ]);
      expect(list.total).toBe(8);
      expect(list.items[0]).toMatchObject({
        status: 'releasing',
        brand: { name: '=HYPERLINK("x")' },
        creator: { name: '-Hal Rider' },
      });
      const frozen = list.items.find((item: { status: string }) => item.status === 'frozen');
      expect(frozen).toMatchObject({
        campaign: { _id: springId, title: 'Spring series' },
        brand: { _id: brand.id, name: 'Hartwell Saddlery' },
        creator: { name: 'Gus Rider' },
        dispute: {
          reason: 'Nothing delivered, "at all"',
          openedBy: 'brand',
          proposedShareMinor: 2_500,
          proposedBy: 'creator',
        },
      });
      expect(list.items.filter((item: { dispute: unknown }) => item.dispute !== null)).toHaveLength(1);
    });

    it('filter the admin list by status and page it', async () => {
      const held = (await call('/api/admin/payments?status=settled', admin)).json();
      expect([held.total, held.items.map((item: { status: string }) => item.status)]).toEqual([1, ['settled']]);
      const page = (await call('/api/admin/payments?pageSize=3&page=3', admin)).json();
      expect([page.total, page.items.length]).toEqual([8, 2]);
      expect((await call('/api/admin/payments?status=lost', admin)).statusCode).toBe(400);
    });

    it('export the same rows as CSV: decimals, escaping and no formulas', async () => {
      const response = await call('/api/admin/payments.csv', admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="equicreators-payments-${context.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines).toHaveLength(9);
      // The GBP row: a brand that looks like a formula, a campaign starting with @, a creator with -.
      expect(lines[1]).toContain(
        `,releasing,'@SUM(A1),"'=HYPERLINK(""x"")",'-Hal Rider,GBP,200.00,10.00,20.00,210.00,,,0.00,`,
      );
      const settled = lines.find((line) => line.includes(',settled,'));
      expect(settled).toContain(
        `,"Autumn, ""Saddle"" care",Hartwell Saddlery,Eve Rider,USD,300.00,15.00,30.00,315.00,135.00,157.50,22.50,`,
      );
      const frozen = lines.find((line) => line.includes(',frozen,'));
      expect(frozen).toMatch(/,brand,"Nothing delivered, ""at all""",25\.00$/);
      const filtered = (await call('/api/admin/payments.csv?status=void', admin)).body.trimEnd().split('\r\n');
      expect(filtered).toHaveLength(2);
    });
  });
});

describe('the spend page with payments configured', () => {
  it('says payments go through EquiCreators', async () => {
    const billing = await createBillingTestContext();
    try {
      const brand = await loggedIn(billing.context, await createBrand(billing.context.db));
      const response = await billing.context.app.inject({
        method: 'GET',
        url: '/api/payments/spend',
        headers: { authorization: brand.authorization },
      });
      expect(response.json()).toMatchObject({ items: [], total: 0, paymentsEnabled: true });
    } finally {
      await billing.close();
    }
  });
});

describe('CSV cells', () => {
  it('write minor units as decimals by integer division', () => {
    expect([decimalOf(31_500), decimalOf(5), decimalOf(0), decimalOf(123_456_789), decimalOf(-250)]).toEqual([
      '315.00',
      '0.05',
      '0.00',
      '1234567.89',
      '-2.50',
    ]);
  });

  it('quote commas, quotes and line breaks, and defuse formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(['=1+1', '+1', '-1', '@A1', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\tx"]);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });
});
