import {
  AppError,
  audienceOfPlan,
  paymentRefusalMessage,
  subscriptionGrantsAccess,
  unpaidStanding,
  type BillingAudience,
  type UnpaidStanding,
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
  return isForAudience(subscription, audience) && subscriptionGrantsAccess(subscription.status);
}

function isForAudience(subscription: BillingSubscriptionRow, audience: BillingAudience): boolean {
  return subscription.plan !== null && audienceOfPlan(subscription.plan) === audience;
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

/** Whether an account without access lapsed or never paid, from its subscriptions for its audience. */
export function unpaidStandingOf(subscriptions: BillingSubscriptionRow[], audience: BillingAudience): UnpaidStanding {
  const own = subscriptions.filter((subscription) => isForAudience(subscription, audience));
  return unpaidStanding(own.map((subscription) => subscription.status));
}

/**
 * The refusal of a write a brand without access may not make (docs/decisions/018): 403 with how to
 * resubscribe for a lapsed brand, the spec's sentence for one that never paid. Its subscriptions
 * are read only to word a refusal.
 */
export async function paymentRefusal(db: Database, brandId: string): Promise<AppError> {
  const standing = unpaidStandingOf(await listSubscriptionsOf(db, brandId, 'brand'), 'brand');
  return new AppError('PAYMENT_REQUIRED', paymentRefusalMessage(standing));
}

/**
 * A lapsed subscription winds down (DECISIONS, docs/decisions/018): a brand without access reads
 * everything, reviews and closes work, closes, archives, restores and deletes campaigns and declines; it may
 * not create, edit terms, reopen, invite, hire or send messages. Those routes call this first: the
 * standing comes with the session check, before anything is looked up.
 */
export async function requireBrandAccess(db: Database, principal: Principal): Promise<void> {
  if (principal.type === 'brand' && !principal.brandHasPaid) throw await paymentRefusal(db, principal.accountId);
}
