import {
  AppError,
  audienceOfPlan,
  BILLING_MESSAGES,
  subscriptionGrantsAccess,
  type BillingAudience,
  type UserType,
} from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import {
  listSubscriptionsOf,
  lockAccount,
  readAccessFlags,
  writeBrandAccess,
  writeClubMember,
  type BillingSubscriptionRow,
} from './billing.repository.ts';

/** What a refresh found and wrote: whether the caller had access before and has it now. */
export type AccessChange = {
  accountId: string;
  type: UserType;
  email: string;
  audience: BillingAudience;
  hadAccess: boolean;
  hasAccess: boolean;
};

export function audienceOfUser(type: UserType): BillingAudience | null {
  if (type === 'brand') return 'brand';
  if (type === 'contentCreator') return 'club';
  return null;
}

/**
 * Whether a stored subscription grants its account access (docs/decisions/018): its status grants
 * it, and its price is one of the configured plans of the account's audience. A price outside the
 * four (`plan` null) grants nothing: anyone with access to the Stripe account could make one, at
 * any amount. `subscriptionOrder` in the repository puts these first, by the same two lists.
 */
export function grantsAccess(subscription: BillingSubscriptionRow, audience: BillingAudience): boolean {
  const isForAudience = subscription.plan !== null && audienceOfPlan(subscription.plan) === audience;
  return isForAudience && subscriptionGrantsAccess(subscription.status);
}

/**
 * The only writer of `brand_profiles.payment` and `creator_profiles.club_member`: recomputes them
 * from the stored subscriptions and the admin's override (`comped`, changed here when given), with
 * the profile row locked until the transaction ends. Null for an account without a profile.
 */
export async function refreshAccess(
  tx: Database,
  accountId: string,
  now: Date,
  options: { comped?: boolean } = {},
): Promise<AccessChange | null> {
  const account = await lockAccount(tx, accountId);
  const audience = account ? audienceOfUser(account.type) : null;
  if (!account || !audience) return null;
  const flags = await readAccessFlags(tx, accountId, account.type, { forUpdate: true });
  if (!flags) return null;
  const subscriptions = await listSubscriptionsOf(tx, accountId, audience);
  const isSubscribed = subscriptions.some((subscription) => grantsAccess(subscription, audience));
  const base = { accountId, type: account.type, email: account.email, audience };
  if (flags.kind === 'brand') {
    const comped = options.comped ?? flags.comped;
    const payment = comped || isSubscribed;
    if (payment !== flags.payment || comped !== flags.comped) {
      // paymentConfirmedAt: when access last began.
      const since = payment === flags.payment ? {} : { paymentConfirmedAt: payment ? now : null };
      await writeBrandAccess(tx, accountId, { payment, comped, ...since }, now);
    }
    return { ...base, hadAccess: flags.payment, hasAccess: payment };
  }
  if (isSubscribed !== flags.clubMember) await writeClubMember(tx, accountId, isSubscribed, now);
  return { ...base, hadAccess: flags.clubMember, hasAccess: isSubscribed };
}

/**
 * A brand without access keeps reading its campaigns and threads but cannot invite, hire or send
 * (docs/decisions/018): 403 with how to resubscribe. The standing comes with the session check.
 */
export function requireBrandAccess(principal: Principal): void {
  if (principal.type === 'brand' && !principal.brandHasPaid) {
    throw new AppError('PAYMENT_REQUIRED', BILLING_MESSAGES.resubscribe);
  }
}
