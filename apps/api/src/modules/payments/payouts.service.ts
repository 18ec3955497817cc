import {
  AppError,
  isPayoutCountry,
  PAYOUT_MESSAGES,
  payoutCurrencyOf,
  type PayoutAccountState,
  type PayoutStatus,
  type StartPayouts,
} from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { askStripe, BUYER_WAITS } from '../../platform/billing/stripe-client.ts';
import type { AfterCommit } from '../../platform/billing/stripe-events.ts';
import { findAccount } from '../billing/billing.repository.ts';
import { findPayoutAccount, type PayoutAccountRow } from './order-payments.repository.ts';
import { releaseWaitingPayments } from './payment-release.service.ts';
import { paymentsOf, requirePayments } from './payments-of.ts';
import {
  applyPayoutRead,
  findProfileCountry,
  insertPayoutAccount,
  startPayoutSyncRead,
  type PayoutAccountPatch,
} from './payouts.repository.ts';

/** Where Stripe's hosted onboarding sends the creator back (the earnings page reads the parameter). */
export const PAYOUT_RETURN_PATHS = {
  return: '/earnings?payouts=return',
  refresh: '/earnings?payouts=refresh',
} as const;

/** GET /api/payouts: the creator's payout account as they see it; `enabled: false` when deals are paid outside. */
export async function getPayoutAccount(context: AppContext, accountId: string): Promise<PayoutAccountState> {
  const country = await suggestedCountry(context, accountId);
  if (!paymentsOf(context)) {
    return {
      enabled: false,
      status: 'not_started',
      currentlyDue: [],
      disabledReason: null,
      onboardingStarted: false,
      country,
    };
  }
  return presentPayoutAccount(await findPayoutAccount(context.db, accountId), country);
}

function presentPayoutAccount(row: PayoutAccountRow | null, country: string | null): PayoutAccountState {
  return {
    enabled: true,
    status: row?.status ?? 'not_started',
    currentlyDue: row?.currentlyDue ?? [],
    disabledReason: row?.disabledReason ?? null,
    onboardingStarted: row !== null,
    country,
  };
}

/** The profile's country where Stripe can pay out; null: the setup asks. */
async function suggestedCountry(context: AppContext, accountId: string): Promise<string | null> {
  const country = await findProfileCountry(context.db, accountId);
  return country && isPayoutCountry(country) ? country : null;
}

/**
 * POST /api/payouts/onboarding: the creator's Express account (created once, in the country she
 * picks or her profile's), then a fresh Account Link into Stripe's hosted onboarding; answers
 * where to send the browser.
 */
export async function startOnboarding(context: AppContext, accountId: string, body: StartPayouts): Promise<string> {
  const { stripe } = requirePayments(context);
  const stripeAccountId = await ensureConnectedAccount(context, accountId, body.country);
  const { publicUrl } = context.config;
  const link = await askStripe(() =>
    stripe.accountLinks.create(
      {
        account: stripeAccountId,
        type: 'account_onboarding',
        return_url: `${publicUrl}${PAYOUT_RETURN_PATHS.return}`,
        refresh_url: `${publicUrl}${PAYOUT_RETURN_PATHS.refresh}`,
      },
      BUYER_WAITS,
    ),
  );
  return link.url;
}

/** POST /api/payouts/sync: reads the creator's account from Stripe now (the return page asks). */
export async function syncOwnPayouts(context: AppContext, accountId: string): Promise<PayoutAccountState> {
  requirePayments(context);
  const row = await findPayoutAccount(context.db, accountId);
  if (row) await syncPayoutAccount(context, row.stripeAccountId, BUYER_WAITS);
  return getPayoutAccount(context, accountId);
}

/**
 * The creator's connected account, created at most once and with no transaction open while Stripe
 * answers (as billing's `ensureCustomer`): the idempotency key makes a double click or a retry
 * answer the same account, and the insert keeps the first link, so whoever loses reads the stored one.
 */
async function ensureConnectedAccount(context: AppContext, accountId: string, picked?: string): Promise<string> {
  const { stripe } = requirePayments(context);
  const stored = await findPayoutAccount(context.db, accountId);
  if (stored) return stored.stripeAccountId;
  const account = await findAccount(context.db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
  const country = picked ?? (await findProfileCountry(context.db, accountId));
  const currency = country ? payoutCurrencyOf(country) : null;
  // Stripe fixes an account's country at creation: never guess it (Stripe's default is the US).
  if (!country || !currency) {
    const message = country ? PAYOUT_MESSAGES.countryUnsupported : PAYOUT_MESSAGES.countryNeeded;
    throw new AppError('VALIDATION_FAILED', message, { fields: [{ field: 'country', message }] });
  }
  const connected = await askStripe(() =>
    stripe.accounts.create(
      {
        type: 'express',
        country,
        default_currency: currency,
        email: account.email,
        capabilities: { transfers: { requested: true } },
        metadata: { accountId },
      },
      // The country is part of the request: a second try in another country is its own request.
      { ...BUYER_WAITS, idempotencyKey: `equicreators-connect-${accountId}-${country}` },
    ),
  );
  if (
    await insertPayoutAccount(context.db, { accountId, stripeAccountId: connected.id, createdAt: context.clock.now() })
  ) {
    return connected.id;
  }
  const winner = await findPayoutAccount(context.db, accountId);
  if (!winner) throw new Error(`The connected account of account ${accountId} was neither stored nor found.`);
  return winner.stripeAccountId;
}

/** What Stripe answered for one connected account, numbered when the read started. */
export type PayoutAccountRead = {
  stripeAccountId: string;
  generation: number;
  patch: PayoutAccountPatch;
};

/**
 * Reads a connected account from Stripe with no transaction open; null for an account this product
 * did not create (the stored `stripe_account_id` is the only link to a creator).
 */
export async function readPayoutAccount(
  context: AppContext,
  stripeAccountId: string,
  requestOptions: Stripe.RequestOptions = {},
): Promise<PayoutAccountRead | null> {
  const { stripe } = requirePayments(context);
  const started = await startPayoutSyncRead(context.db, stripeAccountId);
  if (!started) return null;
  const account = await askStripe(() => stripe.accounts.retrieve(stripeAccountId, {}, requestOptions));
  return { stripeAccountId, generation: started.generation, patch: patchOf(account) };
}

/**
 * Writes a read inside the caller's transaction unless a later read was written first, and answers
 * what to do once it commits: an account that may receive transfers gets what waits for it.
 */
export async function applyPayoutAccountRead(
  context: AppContext,
  tx: Database,
  read: PayoutAccountRead,
): Promise<AfterCommit | undefined> {
  const applied = await applyPayoutRead(tx, read.stripeAccountId, read.generation, read.patch, context.clock.now());
  if (applied?.after !== 'enabled') return undefined;
  const creatorAccountId = applied.accountId;
  return () => {
    releaseWaitingPayments(context, creatorAccountId).catch((error: unknown) => {
      context.logger.error({ err: error, creatorAccountId }, 'payouts: could not release what waited for payouts');
    });
  };
}

/** Read, then apply in a short transaction, then release what waited. */
async function syncPayoutAccount(
  context: AppContext,
  stripeAccountId: string,
  requestOptions: Stripe.RequestOptions,
): Promise<void> {
  const read = await readPayoutAccount(context, stripeAccountId, requestOptions);
  if (!read) return;
  const afterCommit = await context.db.transaction((tx) => applyPayoutAccountRead(context, tx, read));
  afterCommit?.();
}

function patchOf(account: Stripe.Account): PayoutAccountPatch {
  const requirements = account.requirements;
  const currentlyDue = [...new Set([...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])])];
  const disabledReason = requirements?.disabled_reason ?? null;
  return {
    status: payoutStatusOf(account, currentlyDue, disabledReason),
    currentlyDue,
    disabledReason,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
  };
}

/**
 * The creator's payout status from Stripe's account: enabled once payouts and the transfers
 * capability are on; not started until the details are submitted; waiting while Stripe verifies;
 * restricted while Stripe asks for more (`currentlyDue` says what).
 */
export function payoutStatusOf(
  account: Pick<Stripe.Account, 'payouts_enabled' | 'details_submitted' | 'capabilities'>,
  currentlyDue: readonly string[],
  disabledReason: string | null,
): PayoutStatus {
  if (account.payouts_enabled && account.capabilities?.transfers === 'active') return 'enabled';
  if (!account.details_submitted) return 'not_started';
  if (disabledReason === 'requirements.pending_verification') return 'pending_verification';
  if (disabledReason !== null || currentlyDue.length > 0) return 'restricted';
  // Submitted, nothing asked and not yet enabled: Stripe is still checking.
  return 'pending_verification';
}
