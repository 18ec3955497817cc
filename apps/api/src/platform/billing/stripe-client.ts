import { AppError, BILLING_MESSAGES } from '@equicreators/shared';
import Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';

/** The Stripe API version this code reads (the subscription's period lives on its item since 2025-03-31). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/**
 * Work nobody waits for (the webhook, which Stripe delivers again on failure): patient. No caller
 * holds a database transaction across a Stripe call, so a slow Stripe costs only this request.
 */
const BACKGROUND_TIMEOUT_MS = 15_000;
const BACKGROUND_RETRIES = 2;

/**
 * Calls a person waits for (checkout, portal, sync, the plans): one 4 s try and no retry, so a
 * frozen Stripe answers them 503 within seconds instead of three quarters of a minute (Stripe's own
 * answers take well under a second; the person can press again, and creates carry idempotency keys).
 */
export const BUYER_WAITS: Stripe.RequestOptions = { timeout: 4_000, maxNetworkRetries: 0 };

export type StripeClient = Stripe;

/**
 * The one Stripe client of the process, or null when billing is not configured. The SDK retries a
 * failed request with idempotency keys; STRIPE_API_URL points it at a Stripe-compatible server.
 */
export function createStripeClient(billing: BillingConfig | null): StripeClient | null {
  if (!billing) return null;
  return new Stripe(billing.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: BACKGROUND_RETRIES,
    timeout: BACKGROUND_TIMEOUT_MS,
    telemetry: false,
    ...(billing.api ? { host: billing.api.host, port: billing.api.port, protocol: billing.api.protocol } : {}),
  });
}

/** Stripe's own trouble (unreachable, too slow, its 5xx, its rate limit): not the caller's, and passing. */
const STRIPE_UNAVAILABLE = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

/**
 * Runs a Stripe call and turns Stripe being down or frozen into 503 with a message the buyer can act
 * on (try again); any other failure (a bad request is our bug) is left as it is.
 */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && STRIPE_UNAVAILABLE.has(error.type)) {
      throw new AppError('UNAVAILABLE', BILLING_MESSAGES.stripeUnavailable, { cause: error });
    }
    throw error;
  }
}
