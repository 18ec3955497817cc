import {
  AppError,
  audienceOfPlan,
  BILLING_MESSAGES,
  BILLING_PLANS,
  BILLING_RETURN_PATHS,
  type BillingPlan,
  type BillingPlanPrice,
  type BillingState,
  type UserType,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { askStripe, BUYER_WAITS } from '../../platform/billing/stripe-client.ts';
import { audienceOfUser, grantsAccess } from './billing-access.service.ts';
import { billingOf, syncCustomer } from './billing-sync.service.ts';
import { presentBillingState } from './billing.presenter.ts';
import {
  findAccount,
  findCustomerIdOf,
  insertCustomer,
  listSubscriptionsOf,
  readAccessFlags,
} from './billing.repository.ts';

const PRICE_INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** Who is asking: the account and its type, from the principal. */
export type BillingCaller = { accountId: string; type: UserType };

/** GET /api/billing/plans: every configured plan as Stripe prices it, read once per ten minutes (app-context). */
export async function listPlans(context: AppContext): Promise<BillingPlanPrice[]> {
  const { stripe, config } = billingOf(context);
  return context.caches.billingPlans.read('plans', async () =>
    Promise.all(
      BILLING_PLANS.map(async (plan) => {
        const price = await askStripe(() => stripe.prices.retrieve(config.prices[plan], {}, BUYER_WAITS));
        const interval = PRICE_INTERVALS.find((known) => known === price.recurring?.interval);
        if (price.unit_amount === null || !price.recurring || !interval) {
          throw new Error(`The Stripe price of ${plan} (${price.id}) is not a recurring price with an amount.`);
        }
        return {
          plan,
          audience: audienceOfPlan(plan),
          unitAmount: price.unit_amount,
          currency: price.currency,
          interval,
          intervalCount: price.recurring.interval_count,
        };
      }),
    ),
  );
}

/** GET /api/billing: the caller's plan, status, period end and whether it is cancelled at its end. */
export async function getBillingState(context: AppContext, caller: BillingCaller): Promise<BillingState> {
  billingOf(context);
  const audience = audienceOrRefuse(caller);
  const flags = await readAccessFlags(context.db, caller.accountId, caller.type);
  if (!flags) throw new AppError('NOT_FOUND', 'This account has no profile.');
  const [subscriptions, customerId] = await Promise.all([
    listSubscriptionsOf(context.db, caller.accountId, audience),
    findCustomerIdOf(context.db, caller.accountId),
  ]);
  return presentBillingState({
    audience,
    access: flags.kind === 'brand' ? flags.payment : flags.clubMember,
    comped: flags.kind === 'brand' && flags.comped,
    subscriptions,
    hasBillingAccount: customerId !== null,
  });
}

/**
 * POST /api/billing/checkout: a Stripe Checkout session in subscription mode for the caller's
 * customer (created once), with the caller's account as its reference. Answers its address.
 */
export async function startCheckout(context: AppContext, caller: BillingCaller, plan: BillingPlan): Promise<string> {
  const { stripe, config } = billingOf(context);
  const audience = audienceOrRefuse(caller);
  if (audienceOfPlan(plan) !== audience) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.wrongAudience);
  // A returning buyer's subscriptions are read from Stripe first: a webhook still on its way must
  // not let them pay twice.
  const knownCustomer = await findCustomerIdOf(context.db, caller.accountId);
  if (knownCustomer) await syncCustomer(context, knownCustomer, BUYER_WAITS);
  const subscriptions = await listSubscriptionsOf(context.db, caller.accountId, audience);
  if (subscriptions.some((subscription) => grantsAccess(subscription, audience))) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
  }
  const customerId = knownCustomer ?? (await ensureCustomer(context, caller.accountId));
  const paths = BILLING_RETURN_PATHS[audience];
  const { publicUrl } = context.config;
  const metadata = { accountId: caller.accountId, plan };
  const session = await askStripe(() =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: config.prices[plan], quantity: 1 }],
        client_reference_id: caller.accountId,
        metadata,
        subscription_data: { metadata },
        success_url: `${publicUrl}${paths.success}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}${paths.cancel}`,
      },
      BUYER_WAITS,
    ),
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without an address.`);
  return session.url;
}

/** POST /api/billing/portal: Stripe's customer portal, which returns to /billing. */
export async function openPortal(context: AppContext, caller: BillingCaller): Promise<string> {
  const { stripe } = billingOf(context);
  audienceOrRefuse(caller);
  const customerId = await findCustomerIdOf(context.db, caller.accountId);
  if (!customerId) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
  const session = await askStripe(() =>
    stripe.billingPortal.sessions.create(
      { customer: customerId, return_url: `${context.config.publicUrl}${BILLING_RETURN_PATHS.portalReturn}` },
      BUYER_WAITS,
    ),
  );
  return session.url;
}

/** POST /api/billing/sync: reads the caller's subscriptions from Stripe now (the return page asks). */
export async function syncOwnBilling(context: AppContext, caller: BillingCaller): Promise<BillingState> {
  billingOf(context);
  audienceOrRefuse(caller);
  const customerId = await findCustomerIdOf(context.db, caller.accountId);
  if (customerId) await syncCustomer(context, customerId, BUYER_WAITS);
  return getBillingState(context, caller);
}

/**
 * The account's Stripe customer, created at most once, with no transaction open while Stripe
 * answers: the idempotency key makes concurrent or retried creations (a double click) answer the
 * same customer, and the insert stores only the first link, so whoever loses reads the stored one.
 */
async function ensureCustomer(context: AppContext, accountId: string): Promise<string> {
  const { stripe } = billingOf(context);
  const stored = await findCustomerIdOf(context.db, accountId);
  if (stored) return stored;
  const account = await findAccount(context.db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
  const customer = await askStripe(() =>
    stripe.customers.create(
      { email: account.email, metadata: { accountId } },
      { ...BUYER_WAITS, idempotencyKey: `equicreators-customer-${accountId}` },
    ),
  );
  const now = context.clock.now();
  if (await insertCustomer(context.db, { accountId, stripeCustomerId: customer.id, createdAt: now })) {
    return customer.id;
  }
  const winner = await findCustomerIdOf(context.db, accountId);
  if (!winner) throw new Error(`The Stripe customer of account ${accountId} was neither stored nor found.`);
  return winner;
}

function audienceOrRefuse(caller: BillingCaller) {
  const audience = audienceOfUser(caller.type);
  if (!audience) throw new AppError('FORBIDDEN', 'Billing is for brands and creators.');
  return audience;
}
