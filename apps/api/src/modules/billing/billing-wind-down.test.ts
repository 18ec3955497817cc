import { BILLING_MESSAGES, CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingSubscriptions,
  brandProfiles,
  campaignEntries,
  campaigns,
  messages,
  orderDeliverables,
  shortlistMembers,
  shortlists,
} from '../../db/schema/index.ts';
import { insertDealVersion, listDealVersions } from '../deals/deals.repository.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCampaignRow,
  createCreator,
  loggedIn,
  tinyPng,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { hireTerms, proposalOf } from '../../test/deals.ts';
import { messageForm } from '../../test/message-threads.ts';
import { mailsTo } from '../../test/outbox.ts';
import { documentedRoutes } from '../../test/security/openapi-routes.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * DECISIONS, 'A lapsed subscription winds down': a brand without access reads everything, may
 * review submitted work, close work and campaigns, archive, restore and decline; it may not create, edit
 * terms, reopen, invite, hire or send messages (403: how to resubscribe for a lapsed brand, the
 * spec's sentence for one that never paid). A refused write leaves nothing behind, e-mails included.
 */

type Standing = 'paid' | 'lapsed' | 'neverPaid';
type Method = 'POST' | 'PUT' | 'DELETE';

/** One campaign of the brand: a hired creator with two deliverables (a version waiting, unless told), an applicant. */
type World = {
  brand: LoggedInAccount;
  campaignId: string;
  hired: LoggedInAccount;
  applicant: LoggedInAccount;
  spare: LoggedInAccount;
  deliverableIds: string[];
  submissionId: string | null;
};

type Row = {
  /** The route as the OpenAPI document names it. */
  route: string;
  allowedWithoutAccess: boolean;
  /** The paid brand's answer (and, where allowed, everyone's). */
  success: number;
  /** No version submitted: the deliverables can still change, and a campaign without one can go. */
  withoutVersion?: true;
  /** What the world needs first: a closed campaign, no hire, a completed order. */
  prepare?: (world: World) => Promise<void>;
  request: (world: World) => Promise<{ url: string; payload?: object | FormData }>;
  /** What a refusal must leave as it was (read before and after). */
  untouched?: (world: World) => Promise<unknown>;
};

describe('a brand without access winds down (every brand write route)', () => {
  let context: TestContext;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const orderUrl = (world: World) => `/api/orders/${world.campaignId}/${world.hired.id}`;
  const entryOf = async (world: World, creatorId: string) => {
    const [row] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, world.campaignId), eq(campaignEntries.creatorId, creatorId)));
    return row ?? null;
  };
  const orderOf = (world: World) => ({ campaignId: world.campaignId, creatorId: world.hired.id });
  /** The deal the hire recorded, version 1 (the hire itself writes it once issue 31 lands whole). */
  const recordHireDeal = async (world: World) => {
    await insertDealVersion(context.db, orderOf(world), {
      terms: hireTerms(),
      status: 'accepted',
      proposedBy: 'hire',
      proposerAccountId: null,
      now: context.clock.now(),
    });
  };
  const campaignRow = async (world: World) =>
    (await context.db.select().from(campaigns).where(eq(campaigns.id, world.campaignId)))[0];
  /** A shortlist of the brand holding the spare creator (issue 33). */
  const shortlistOf = async (world: World) => {
    const [row] = await context.db
      .insert(shortlists)
      .values({ brandId: world.brand.id, name: `Wind-down ${world.campaignId}` })
      .returning({ id: shortlists.id });
    await context.db.insert(shortlistMembers).values({ shortlistId: row!.id, creatorId: world.spare.id });
    return `/api/shortlists/${row!.id}`;
  };

  const ROWS: Row[] = [
    {
      route: 'POST /api/campaign',
      allowedWithoutAccess: false,
      success: 201,
      request: async () => ({
        url: '/api/campaign',
        payload: campaignForm(campaignFields(), [{ name: 'a.png', data: png }]),
      }),
      untouched: async (world) =>
        (await context.db.select({ total: count() }).from(campaigns).where(eq(campaigns.brandId, world.brand.id)))[0],
    },
    {
      route: 'PUT /api/campaign/{id}',
      allowedWithoutAccess: false,
      success: 200,
      request: async (world) => ({
        url: `/api/campaign/${world.campaignId}`,
        payload: campaignForm(campaignFields({ compensation: '$999 and a saddle' }), [{ name: 'b.png', data: png }]),
      }),
      // The terms, and the e-mail a change of terms sends each creator in the campaign.
      untouched: async (world) => ({
        compensation: (await campaignRow(world))?.compensation,
        mails: (await mailsTo(context.db, world.hired.email)).length,
      }),
    },
    {
      route: 'POST /api/campaign/{id}/reopen',
      allowedWithoutAccess: false,
      success: 200,
      prepare: async (world) => {
        await context.db.update(campaigns).set({ status: 'closed' }).where(eq(campaigns.id, world.campaignId));
      },
      request: async (world) => ({ url: `/api/campaign/${world.campaignId}/reopen` }),
      untouched: async (world) => (await campaignRow(world))?.status,
    },
    {
      route: 'POST /api/campaign/{id}/close',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({ url: `/api/campaign/${world.campaignId}/close` }),
    },
    {
      route: 'POST /api/campaign/{id}/archive',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({ url: `/api/campaign/${world.campaignId}/archive` }),
    },
    {
      // Restoring leads to closed, not open: the campaign shows again but takes no one (decision 026).
      route: 'POST /api/campaign/{id}/restore',
      allowedWithoutAccess: true,
      success: 200,
      prepare: async (world) => {
        await context.db.update(campaigns).set({ status: 'archived' }).where(eq(campaigns.id, world.campaignId));
      },
      request: async (world) => ({ url: `/api/campaign/${world.campaignId}/restore` }),
      untouched: async (world) => (await campaignRow(world))?.status,
    },
    {
      route: 'DELETE /api/campaign/{id}',
      allowedWithoutAccess: true,
      success: 200,
      // Only a campaign without hires (and so without messages) can go.
      withoutVersion: true,
      prepare: async (world) => {
        await context.db.delete(campaignEntries).where(eq(campaignEntries.campaignId, world.campaignId));
      },
      request: async (world) => ({ url: `/api/campaign/${world.campaignId}` }),
    },
    {
      route: 'POST /api/campaign/{id}/applicants/{creatorId}/decline',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({ url: `/api/campaign/${world.campaignId}/applicants/${world.applicant.id}/decline` }),
    },
    {
      route: 'POST /api/campaign/{campaignId}/influencer/{influencerId}',
      allowedWithoutAccess: false,
      success: 200,
      request: async (world) => ({
        url: `/api/campaign/${world.campaignId}/influencer/${world.spare.id}`,
        payload: {},
      }),
      untouched: async (world) => ({
        entry: await entryOf(world, world.spare.id),
        mails: (await mailsTo(context.db, world.spare.email)).length,
      }),
    },
    {
      // Inviting a whole shortlist is inviting: refused without access like the single invitation.
      route: 'POST /api/shortlists/{shortlistId}/invite',
      allowedWithoutAccess: false,
      success: 200,
      request: async (world) => ({
        url: `${await shortlistOf(world)}/invite`,
        payload: { campaignId: world.campaignId },
      }),
      untouched: async (world) => ({
        entry: await entryOf(world, world.spare.id),
        mails: (await mailsTo(context.db, world.spare.email)).length,
      }),
    },
    // A brand's shortlists are its own notes, seen by no one else and e-mailing no one: kept with or
    // without access, as browsing is.
    {
      route: 'POST /api/shortlists',
      allowedWithoutAccess: true,
      success: 201,
      request: async (world) => ({ url: '/api/shortlists', payload: { name: `List ${world.campaignId}` } }),
    },
    {
      route: 'PATCH /api/shortlists/{shortlistId}',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({ url: await shortlistOf(world), payload: { name: `Renamed ${world.campaignId}` } }),
    },
    {
      route: 'DELETE /api/shortlists/{shortlistId}',
      allowedWithoutAccess: true,
      success: 204,
      request: async (world) => ({ url: await shortlistOf(world) }),
    },
    {
      route: 'PUT /api/shortlists/{shortlistId}/members/{creatorId}',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({ url: `${await shortlistOf(world)}/members/${world.applicant.id}` }),
    },
    {
      route: 'DELETE /api/shortlists/{shortlistId}/members/{creatorId}',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({ url: `${await shortlistOf(world)}/members/${world.spare.id}` }),
    },
    {
      route: 'POST /api/campaign/{id}/hire',
      allowedWithoutAccess: false,
      success: 200,
      request: async (world) => ({
        url: `/api/campaign/${world.campaignId}/hire`,
        payload: { influencerId: world.applicant.id },
      }),
      untouched: async (world) => ({
        status: (await entryOf(world, world.applicant.id))?.status,
        mails: (await mailsTo(context.db, world.applicant.email)).length,
      }),
    },
    {
      route: 'POST /api/messages/send',
      allowedWithoutAccess: false,
      success: 201,
      request: async (world) => ({
        url: '/api/messages/send',
        payload: messageForm({ from: world.campaignId, to: world.hired.id, content: 'Still there?' }),
      }),
      untouched: async (world) =>
        (
          await context.db.select({ total: count() }).from(messages).where(eq(messages.campaignId, world.campaignId))
        )[0],
    },
    {
      route: 'POST /api/messages/read',
      allowedWithoutAccess: true,
      success: 204,
      request: async (world) => ({
        url: '/api/messages/read',
        payload: { campaignId: world.campaignId, creatorId: world.hired.id },
      }),
    },
    {
      // Editing the deliverables is editing terms.
      route: 'PUT /api/orders/{campaignId}/{creatorId}/deliverables',
      allowedWithoutAccess: false,
      success: 200,
      // The list can change only before the first version.
      withoutVersion: true,
      request: async (world) => ({
        url: `${orderUrl(world)}/deliverables`,
        payload: { deliverables: [{ id: world.deliverableIds[0], title: 'Two reels', quantity: 2, dueAt: null }] },
      }),
      untouched: async (world) =>
        context.db
          .select({ id: orderDeliverables.id, title: orderDeliverables.title })
          .from(orderDeliverables)
          .where(eq(orderDeliverables.campaignId, world.campaignId)),
    },
    {
      route: 'POST /api/orders/{campaignId}/{creatorId}/reviews',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({
        url: `${orderUrl(world)}/reviews`,
        payload: { decisions: [{ submissionId: world.submissionId, outcome: 'approved' }] },
      }),
    },
    {
      // Agreeing to (or withdrawing from) a version shown in the creator's portfolio is about work
      // already approved, not terms: a brand without access keeps it (docs/decisions/030).
      route: 'PUT /api/orders/{campaignId}/{creatorId}/submissions/{submissionId}/showcase',
      allowedWithoutAccess: true,
      success: 200,
      prepare: async (world) => {
        const review = await context.app.inject({
          method: 'POST',
          url: `${orderUrl(world)}/reviews`,
          headers: { authorization: world.brand.authorization },
          payload: { decisions: [{ submissionId: world.submissionId, outcome: 'approved' }] },
        });
        expect(review.statusCode).toBe(200);
      },
      request: async (world) => ({
        url: `${orderUrl(world)}/submissions/${world.submissionId}/showcase`,
        payload: { consent: true },
      }),
    },
    {
      route: 'POST /api/orders/{campaignId}/{creatorId}/close',
      allowedWithoutAccess: true,
      success: 200,
      request: async (world) => ({
        url: `${orderUrl(world)}/close`,
        payload: { outcome: 'cancelled', reason: 'The season was cancelled.' },
      }),
    },
    {
      // Proposing new terms is editing terms.
      route: 'POST /api/orders/{campaignId}/{creatorId}/deal/proposals',
      allowedWithoutAccess: false,
      success: 201,
      prepare: (world) => recordHireDeal(world),
      request: async (world) => ({
        url: `${orderUrl(world)}/deal/proposals`,
        payload: proposalOf({ feeMinor: 55_000 }),
      }),
      untouched: async (world) => ({
        versions: (await listDealVersions(context.db, orderOf(world))).length,
        mails: (await mailsTo(context.db, world.hired.email)).length,
      }),
    },
    {
      // Accepting the creator's terms too; declining them or withdrawing its own stays open to it.
      route: 'POST /api/orders/{campaignId}/{creatorId}/deal/proposals/{proposalId}/answer',
      allowedWithoutAccess: false,
      success: 200,
      prepare: async (world) => {
        await recordHireDeal(world);
        await insertDealVersion(context.db, orderOf(world), {
          terms: hireTerms({ feeMinor: 50_000 }),
          status: 'proposed',
          proposedBy: 'contentCreator',
          proposerAccountId: world.hired.id,
          note: 'Three stories take a day more.',
          now: context.clock.now(),
        });
      },
      request: async (world) => {
        const [proposal] = (await listDealVersions(context.db, orderOf(world))).filter(
          (row) => row.status === 'proposed',
        );
        return { url: `${orderUrl(world)}/deal/proposals/${proposal?.id ?? ''}/answer`, payload: { answer: 'accept' } };
      },
      untouched: async (world) => (await entryOf(world, world.hired.id))?.agreedFeeMinor,
    },
    {
      route: 'PUT /api/orders/{campaignId}/{creatorId}/rating',
      allowedWithoutAccess: true,
      success: 201,
      prepare: async (world) => {
        const now = context.clock.now();
        await context.db
          .update(campaignEntries)
          .set({ closedAt: now, closeOutcome: 'completed', decision: 'Closed', decidedAt: now })
          .where(and(eq(campaignEntries.campaignId, world.campaignId), eq(campaignEntries.creatorId, world.hired.id)));
      },
      request: async (world) => ({ url: `${orderUrl(world)}/rating`, payload: { stars: 5, review: 'A pleasure.' } }),
    },
  ];

  /**
   * The other writes of the API: not the brand's (creators', admins'), open to anyone (sign-up,
   * login, forms, the webhook), or the way back to access (billing, which the matrix covers for a
   * brand without it) and logout. A new write route must land in one list or the other.
   */
  const NOT_GATED = [
    'POST /api/vitals',
    'POST /api/newsletter',
    'POST /api/newsletter/confirm',
    'POST /api/unsubscribe',
    'PUT /api/account/email-preferences',
    'POST /api/admin/newsletter/issues',
    'POST /api/contact',
    'POST /api/influencers/sendcode',
    'POST /api/brands',
    'POST /api/influencers',
    'POST /api/brands/login',
    'POST /api/influencers/login',
    'POST /api/admin/login',
    'POST /api/auth/logout',
    'POST /api/fp/forgot-password',
    'POST /api/fp/reset-password',
    'POST /api/influencers/confirm-email',
    'PUT /api/influencers/profile/edit',
    'PUT /api/influencers/profile/facets',
    'DELETE /api/influencers/profile/email-change',
    'POST /api/campaign/{id}/withdraw',
    'POST /api/admin/invitations',
    'DELETE /api/admin/invitations/{id}',
    'PATCH /api/admin/creators/{id}',
    'PATCH /api/admin/brands/{id}',
    'POST /api/messages/sendbrand',
    'POST /api/billing/checkout',
    'POST /api/billing/portal',
    'POST /api/billing/sync',
    'POST /api/billing/webhook',
    // Paying for a hire already made, and reading that payment back: a lapsed brand still owes it.
    'POST /api/orders/{campaignId}/{creatorId}/payment/checkout',
    'POST /api/orders/{campaignId}/{creatorId}/payment/sync',
    'POST /api/orders/{campaignId}/{creatorId}/submissions',
    'POST /api/admin/ratings/{ratingId}/hide',
    'POST /api/admin/club-meetings',
    'PUT /api/admin/club-meetings/{meetingId}',
    'DELETE /api/admin/club-meetings/{meetingId}',
    // Marking one's own notices read changes nothing anyone else sees: every account may, with or without access.
    'POST /api/notifications/read-all',
    'POST /api/notifications/{notificationId}/read',
    // Accepting the terms is the person's own agreement with us, whatever their subscription (issue 34).
    'POST /api/account/terms',
    // A creator's own payouts (issue 32): never a brand's.
    'POST /api/payouts/onboarding',
    'POST /api/payouts/sync',
    // A dispute is about money already paid: a brand keeps it with or without access, as it keeps
    // review and close (the matrix and payments/payment-release.test.ts answer them with Stripe on).
    'POST /api/orders/{campaignId}/{creatorId}/payment/dispute',
    'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/proposal',
    'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/accept',
    'POST /api/admin/payments/{paymentId}/dispute/resolve',
    // The creator's answer to a brand's offer to hire (issue 46); the brand may only withdraw it, which
    // agrees nothing (the offer itself is a hire, gated above).
    'POST /api/orders/{campaignId}/{creatorId}/offer/{proposalId}/answer',
    // The home page's featured creators (issue 33): the admins' choice.
    'PUT /api/admin/featured-creators/{id}',
    'DELETE /api/admin/featured-creators/{id}',
    // A creator's own media kit settings (issue 33): never a brand's.
    'PUT /api/influencers/profile/media-kit',
    // Download my data (issue 34): a person's data is theirs, with or without access.
    'POST /api/account/data-export',
    'POST /api/account/data-export/download',
    // Leaving (issue 34): a brand without access may still delete its account; the confirmation is
    // the e-mailed link's, and erasing on request the admins'.
    'POST /api/account/deletion',
    'DELETE /api/account/deletion',
    'POST /api/account/deletion/confirm',
    'POST /api/admin/accounts/{accountId}/erasure',
  ];

  it('names every write route of the API, in the table or as none of a brand’s gated writes', () => {
    const writes = documentedRoutes(context.app)
      .filter((route) => route.method !== 'GET')
      .map((route) => route.key);
    expect([...ROWS.map((row) => row.route), ...NOT_GATED].sort()).toEqual([...new Set(writes)].sort());
  });

  async function brandWith(standing: Standing): Promise<LoggedInAccount> {
    const account = await createBrand(context.db, { payment: standing === 'paid' });
    if (standing !== 'paid') {
      // Lapsed: a subscription that granted access, since cancelled. Never paid: a checkout
      // abandoned at the card's confirmation leaves its subscription incomplete, then expired.
      await context.db.insert(billingSubscriptions).values({
        stripeSubscriptionId: `sub_${standing}_${account.id}`,
        accountId: account.id,
        stripeCustomerId: `cus_${account.id}`,
        status: standing === 'lapsed' ? 'canceled' : 'incomplete_expired',
        priceId: 'price_brand_monthly',
        plan: 'brand-monthly',
        updatedAt: context.clock.now(),
      });
      const [profile] = await context.db.select().from(brandProfiles).where(eq(brandProfiles.accountId, account.id));
      expect(profile).toMatchObject({ payment: false, comped: false });
    }
    return loggedIn(context, account);
  }

  async function worldOf(brand: LoggedInAccount, withVersion: boolean): Promise<World> {
    const { db } = context;
    const person = async (firstName: string) => loggedIn(context, await createCreator(db, { firstName }));
    const [hired, applicant, spare] = await Promise.all([person('Ava'), person('Mateo'), person('Noah')]);
    const campaign = await createCampaignRow(db, brand.id);
    const now = context.clock.now();
    await db.insert(campaignEntries).values([
      { campaignId: campaign.id, creatorId: hired.id, status: 'Hired', hiredAt: now },
      { campaignId: campaign.id, creatorId: applicant.id, status: 'Applied', appliedAt: now },
    ]);
    const order = { campaignId: campaign.id, creatorId: hired.id };
    const deliverables = await db
      .insert(orderDeliverables)
      .values([
        { ...order, position: 0, title: 'Instagram reel', createdAt: now, updatedAt: now },
        { ...order, position: 1, title: 'Three stories', quantity: 3, createdAt: now, updatedAt: now },
      ])
      .returning({ id: orderDeliverables.id });
    const deliverableIds = deliverables.map((row) => row.id);
    const base = { brand, campaignId: campaign.id, hired, applicant, spare, deliverableIds };
    if (!withVersion) return { ...base, submissionId: null };
    // The creator's version waits for the brand's review.
    const submitted = await context.app.inject({
      method: 'POST',
      url: `/api/orders/${campaign.id}/${hired.id}/submissions`,
      headers: { authorization: hired.authorization },
      payload: messageForm({ deliverableId: deliverableIds[0]!, postUrl: 'https://instagram.example/p/1' }),
    });
    expect(submitted.statusCode).toBe(201);
    const submissionId = submitted.json<{ work: { deliverables: { submissions: { id: string }[] }[] } }>().work
      .deliverables[0]!.submissions[0]!.id;
    return { ...base, submissionId };
  }

  const REFUSALS: Record<Exclude<Standing, 'paid'>, string> = {
    lapsed: BILLING_MESSAGES.resubscribe,
    neverPaid: CAMPAIGN_MESSAGES.paymentRequired,
  };

  for (const standing of ['paid', 'lapsed', 'neverPaid'] as const) {
    it(`answers a ${standing} brand on each route as the rule says`, async () => {
      const brand = await brandWith(standing);
      const answers: Record<string, [number, string | undefined]> = {};
      const expected: Record<string, [number, string | undefined]> = {};
      for (const row of ROWS) {
        const world = await worldOf(brand, !row.withoutVersion);
        await row.prepare?.(world);
        const before = await row.untouched?.(world);
        const { url, payload } = await row.request(world);
        const method = row.route.split(' ')[0] as Method;
        const response = await context.app.inject({
          method,
          url,
          headers: { authorization: brand.authorization },
          ...(payload ? { payload } : {}),
        });
        const isAllowed = standing === 'paid' || row.allowedWithoutAccess;
        answers[row.route] = [
          response.statusCode,
          response.statusCode === 403 ? response.json<{ message: string }>().message : undefined,
        ];
        expected[row.route] = isAllowed ? [row.success, undefined] : [403, REFUSALS[standing]];
        // Nothing half-written: a refusal leaves the world (and the outbox) as it was.
        if (!isAllowed && row.untouched) expect.soft(await row.untouched(world), row.route).toEqual(before);
        if (isAllowed && row.untouched) expect.soft(await row.untouched(world), row.route).not.toEqual(before);
      }
      expect(answers).toEqual(expected);
    });
  }
});
