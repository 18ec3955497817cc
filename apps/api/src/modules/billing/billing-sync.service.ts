import { AppError, BILLING_MESSAGES, BILLING_PLANS, type BillingPlan } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { BillingConfig } from '../../platform/config.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { refreshAccess, type AccessChange } from './billing-access.service.ts';
import { newPayingBrandEmail, paymentReceivedEmail, subscriptionEndedEmail } from './billing.emails.ts';
import { findAccountOfCustomer, listAdminEmails, lockAccount, upsertSubscription } from './billing.repository.ts';

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

/**
 * Convergent sync (docs/decisions/018): reads every subscription of the customer from Stripe and
 * overwrites the stored rows, then derives access. Whatever event caused it, duplicated or out of
 * order, the result is Stripe's state now. The account's row is locked before the read, so two syncs
 * of one account run one after the other and the later read is the one that stays. E-mails follow
 * the change of access, so a second sync of the same state sends nothing. Null for a customer
 * this product does not know.
 */
export async function syncCustomer(
  context: AppContext,
  tx: Database,
  customerId: string,
): Promise<AccessChange | null> {
  const { stripe, config } = billingOf(context);
  const accountId = await findAccountOfCustomer(tx, customerId);
  if (!accountId || !(await lockAccount(tx, accountId))) return null;
  const now = context.clock.now();
  const subscriptions = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
  for (const subscription of subscriptions.data) {
    const item = subscription.items.data[0];
    const priceId = item?.price.id ?? '';
    await upsertSubscription(tx, {
      stripeSubscriptionId: subscription.id,
      accountId,
      stripeCustomerId: customerId,
      status: subscription.status,
      priceId,
      plan: planOfPrice(config, priceId),
      // Since API 2025-03-31 the period is the item's, not the subscription's.
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      updatedAt: now,
    });
  }
  const change = await refreshAccess(tx, accountId, now);
  if (change) await queueAccessMails(context, tx, change);
  return change;
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
