import type { Deal, DealChangeResponse, DealTerms } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { accounts, campaignEntries } from '../db/schema/index.ts';
import { insertDealVersion } from '../modules/deals/deals.repository.ts';
import { createOrderCast, type OrderCast } from './order-work.ts';
import type { TestContext } from './test-context.ts';

/** The terms the cast's order was hired on: a £400 fee, a content window in October 2099, organic use. */
export function hireTerms(overrides: Partial<DealTerms> = {}): DealTerms {
  return {
    kinds: ['fee'],
    currency: 'GBP',
    feeMinor: 40_000,
    productName: null,
    productValueMinor: null,
    commissionBasisPoints: null,
    timeZone: 'Europe/London',
    contentStart: '2099-10-01',
    contentEnd: '2099-10-31',
    deliverables: [
      { platform: 'Instagram', format: 'reel', quantity: 1, dueDate: '2099-10-15', notes: '' },
      { platform: 'Instagram', format: 'story', quantity: 3, dueDate: null, notes: '' },
    ],
    usageRights: { kind: 'organic', months: null },
    exclusivity: null,
    ...overrides,
  };
}

/**
 * The work's order cast (test/order-work.ts) with the deal its hire records, version 1, written as
 * the hire writes it (another change makes the hire itself write it).
 */
export async function createDealCast(context: TestContext, terms: DealTerms = hireTerms()) {
  const cast = await createOrderCast(context);
  await insertDealVersion(context.db, cast.order, {
    terms,
    status: 'accepted',
    proposedBy: 'hire',
    proposerAccountId: null,
    now: context.clock.now(),
  });
  return cast;
}

type As = { authorization: string | null };

/** A proposal body as the form sends it: the current window, rights and exclusivity, and what changes. */
export function proposalOf(changes: Record<string, unknown>) {
  return {
    contentStart: '2099-10-01',
    contentEnd: '2099-10-31',
    usageRights: { kind: 'organic', months: null },
    exclusivity: null,
    note: 'The reel needs a second day of filming.',
    ...changes,
  };
}

/** The deal calls of one order, as the brand by default. */
export function dealCalls(context: TestContext, cast: OrderCast) {
  const base = `/api/orders/${cast.order.campaignId}/${cast.order.creatorId}/deal`;
  const headers = (authorization: string | null) => (authorization ? { authorization } : {});
  const brand = { authorization: cast.brand.authorization };
  return {
    base,
    get: ({ authorization }: As = brand) =>
      context.app.inject({ method: 'GET', url: base, headers: headers(authorization) }),
    propose: (body: object, { authorization }: As = brand) =>
      context.app.inject({ method: 'POST', url: `${base}/proposals`, headers: headers(authorization), payload: body }),
    answer: (proposalId: string, answer: string, { authorization }: As = brand) =>
      context.app.inject({
        method: 'POST',
        url: `${base}/proposals/${proposalId}/answer`,
        headers: headers(authorization),
        payload: { answer },
      }),
    /** The deal as the brand reads it now. */
    deal: async (): Promise<Deal> => {
      const response = await context.app.inject({ method: 'GET', url: base, headers: headers(brand.authorization) });
      if (response.statusCode !== 200) throw new Error(`GET deal answered ${response.statusCode}: ${response.body}`);
      return response.json<Deal>();
    },
    /** Proposes and answers the new deal, failing loudly if the proposal is refused. */
    proposed: async (body: object, as: As = brand): Promise<DealChangeResponse> => {
      const response = await context.app.inject({
        method: 'POST',
        url: `${base}/proposals`,
        headers: headers(as.authorization),
        payload: body,
      });
      if (response.statusCode !== 201) throw new Error(`proposal answered ${response.statusCode}: ${response.body}`);
      return response.json<DealChangeResponse>();
    },
    /** The entry's copy of the fee in force. */
    agreedFee: async (): Promise<number | null> => {
      const [row] = await context.db
        .select({ fee: campaignEntries.agreedFeeMinor })
        .from(campaignEntries)
        .where(
          and(
            eq(campaignEntries.campaignId, cast.order.campaignId),
            eq(campaignEntries.creatorId, cast.order.creatorId),
          ),
        );
      return row?.fee ?? null;
    },
    emailOf: async (accountId: string): Promise<string> => {
      const [row] = await context.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
      if (!row) throw new Error('No such account');
      return row.email;
    },
  };
}
export type DealCalls = ReturnType<typeof dealCalls>;
