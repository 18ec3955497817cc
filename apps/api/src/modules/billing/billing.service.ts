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
import { audienceOfUser, grantsAccess } from './billing-access.service.ts';
import { announceAccessChange, billingOf, syncCustomer } from './billing-sync.service.ts';
import { presentBillingState } from './billing.presenter.ts';
import {
  findCustomerIdOf,
  insertCustomer,
  listSubscriptionsOf,
  lockAccount,
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
        const price = await stripe.prices.retrieve(config.prices[plan]);
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
    listSubscriptionsOf(context.db, caller.accountId),
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
  if (knownCustomer) {
    announceAccessChange(context, await context.db.transaction((tx) => syncCustomer(context, tx, knownCustomer)));
  }
  const subscriptions = await listSubscriptionsOf(context.db, caller.accountId);
  if (subscriptions.some((subscription) => grantsAccess(subscription, audience))) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
  }
  const customerId = knownCustomer ?? (await ensureCustomer(context, caller.accountId));
  const paths = BILLING_RETURN_PATHS[audience];
  const { publicUrl } = context.config;
  const metadata = { accountId: caller.accountId, plan };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    line_items: [{ price: config.prices[plan], quantity: 1 }],
    client_reference_id: caller.accountId,
    metadata,
    subscription_data: { metadata },
    success_url: `${publicUrl}${paths.success}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}${paths.cancel}`,
  });
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without an address.`);
  return session.url;
}

/** POST /api/billing/portal: Stripe's customer portal, which returns to /billing. */
export async function openPortal(context: AppContext, caller: BillingCaller): Promise<string> {
  const { stripe } = billingOf(context);
  audienceOrRefuse(caller);
  const customerId = await findCustomerIdOf(context.db, caller.accountId);
  if (!customerId) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
  const session = await stripe.billingPortal.sessions.create({
    customer: customerId,
    return_url: `${context.config.publicUrl}${BILLING_RETURN_PATHS.portalReturn}`,
  });
  return session.url;
}

/** POST /api/billing/sync: reads the caller's subscriptions from Stripe now (the return page asks). */
export async function syncOwnBilling(context: AppContext, caller: BillingCaller): Promise<BillingState> {
  billingOf(context);
  audienceOrRefuse(caller);
  const customerId = await findCustomerIdOf(context.db, caller.accountId);
  if (customerId) {
    announceAccessChange(context, await context.db.transaction((tx) => syncCustomer(context, tx, customerId)));
  }
  return getBillingState(context, caller);
}

/**
 * The account's Stripe customer, created at most once: the account row is locked while Stripe is
 * asked, so a second checkout at the same moment waits and finds the stored one; the idempotency
 * key makes a retried creation answer the same customer.
 */
async function ensureCustomer(context: AppContext, accountId: string): Promise<string> {
  const { stripe } = billingOf(context);
  const stored = await findCustomerIdOf(context.db, accountId);
  if (stored) return stored;
  return context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
    const existing = await findCustomerIdOf(tx, accountId);
    if (existing) return existing;
    const customer = await stripe.customers.create(
      { email: account.email, metadata: { accountId } },
      { idempotencyKey: `equicreators-customer-${accountId}` },
    );
    await insertCustomer(tx, { accountId, stripeCustomerId: customer.id, createdAt: context.clock.now() });
    return customer.id;
  });
}

function audienceOrRefuse(caller: BillingCaller) {
  const audience = audienceOfUser(caller.type);
  if (!audience) throw new AppError('FORBIDDEN', 'Billing is for brands and creators.');
  return audience;
}
