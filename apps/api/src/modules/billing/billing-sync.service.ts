import { AppError, BILLING_MESSAGES, BILLING_PLANS, type BillingPlan } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { askStripe } from '../../platform/billing/stripe-client.ts';
import type { BillingConfig } from '../../platform/config.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { refreshAccess, type AccessChange } from './billing-access.service.ts';
import { newPayingBrandEmail, paymentReceivedEmail, subscriptionEndedEmail } from './billing.emails.ts';
import {
  claimSyncApply,
  listAdminEmails,
  lockAccount,
  startSyncRead,
  upsertSubscription,
  type NewBillingSubscriptionRow,
} from './billing.repository.ts';

/** Stripe and its settings, or 503 'Online payment is not configured'. */
export function billingOf(context: AppContext): { stripe: Stripe; config: BillingConfig } {
  const { stripe } = context;
  const config = context.config.billing;
  if (!stripe || !config) throw new AppError('UNAVAILABLE', BILLING_MESSAGES.notConfigured);
  return { stripe, config };
}

export function planOfPrice(config: BillingConfig, priceId: string): BillingPlan | null {
  return BILLING_PLANS.find((plan) => config.prices[plan] === priceId) ?? null;
}

/** What Stripe answered for one customer, numbered when the read started (`startSyncRead`). */
export type CustomerRead = {
  accountId: string;
  customerId: string;
  generation: number;
  subscriptions: Stripe.Subscription[];
};

/**
 * Reads every subscription of the customer from Stripe, with no transaction open: a slow or frozen
 * Stripe holds this request only, never a database connection or a row lock. Null for a customer
 * this product did not create (the stored customer id is the only link to an account).
 */
export async function readCustomer(
  context: AppContext,
  customerId: string,
  requestOptions: Stripe.RequestOptions = {},
): Promise<CustomerRead | null> {
  const { stripe } = billingOf(context);
  const started = await startSyncRead(context.db, customerId);
  if (!started) return null;
  const list = await askStripe(() =>
    stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }, requestOptions),
  );
  return { ...started, customerId, subscriptions: list.data };
}

/**
 * Convergent sync, the short half (docs/decisions/018): with the account's row locked, overwrites
 * the stored rows with a read unless a read that started later was written already, then derives
 * access. Whatever event caused it, duplicated or out of order, the result is Stripe's state. E-mails
 * follow the change of access, so a second sync of the same state sends nothing.
 */
export async function applyCustomerRead(
  context: AppContext,
  tx: Database,
  read: CustomerRead,
): Promise<AccessChange | null> {
  const { config } = billingOf(context);
  if (!(await lockAccount(tx, read.accountId))) return null;
  const now = context.clock.now();
  if (await claimSyncApply(tx, read.customerId, read.generation)) {
    for (const subscription of read.subscriptions) {
      await upsertSubscription(tx, subscriptionRow(config, read, subscription, now));
    }
  }
  const change = await refreshAccess(tx, read.accountId, now);
  if (change) await queueAccessMails(context, tx, change);
  return change;
}

/** Read from Stripe, then apply in a short transaction; announces a change of club membership. */
export async function syncCustomer(
  context: AppContext,
  customerId: string,
  requestOptions: Stripe.RequestOptions = {},
): Promise<AccessChange | null> {
  const read = await readCustomer(context, customerId, requestOptions);
  if (!read) return null;
  const change = await context.db.transaction((tx) => applyCustomerRead(context, tx, read));
  announceAccessChange(context, change);
  return change;
}

function subscriptionRow(
  config: BillingConfig,
  read: CustomerRead,
  subscription: Stripe.Subscription,
  now: Date,
): NewBillingSubscriptionRow {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? '';
  return {
    stripeSubscriptionId: subscription.id,
    accountId: read.accountId,
    stripeCustomerId: read.customerId,
    status: subscription.status,
    priceId,
    plan: planOfPrice(config, priceId),
    // Since API 2025-03-31 the period is the item's, not the subscription's.
    currentPeriodEnd: item ? fromSeconds(item.current_period_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    stripeCreatedAt: fromSeconds(subscription.created),
    canceledAt: subscription.canceled_at === null ? null : fromSeconds(subscription.canceled_at),
    endedAt: subscription.ended_at === null ? null : fromSeconds(subscription.ended_at),
    updatedAt: now,
  };
}

function fromSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/**
 * After the commit: a creator who joined or left the club changes the badge in browse pages that
 * are reused for seconds (docs/decisions/009), so they are forgotten.
 */
export function announceAccessChange(context: AppContext, change: AccessChange | null): void {
  if (change?.audience === 'club' && change.hadAccess !== change.hasAccess) context.changes.raise('creators');
}

async function queueAccessMails(context: AppContext, tx: Database, change: AccessChange): Promise<void> {
  const { publicUrl, mail } = context.config;
  if (change.hasAccess && !change.hadAccess) {
    await queueMail(tx, paymentReceivedEmail(change.email, change.audience, publicUrl));
    if (change.audience === 'brand') {
      const admins = await listAdminEmails(tx);
      for (const admin of admins.length > 0 ? admins : [mail.supportEmail]) {
        await queueMail(tx, newPayingBrandEmail(admin, change.email, publicUrl));
      }
    }
  } else if (change.hadAccess && !change.hasAccess) {
    await queueMail(tx, subscriptionEndedEmail(change.email, change.audience, publicUrl));
  }
}
