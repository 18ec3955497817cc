import Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';

/** The Stripe API version this code reads (the subscription's period lives on its item since 2025-03-31). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** A request to Stripe gives up after this long; the route answers 500 and the buyer tries again. */
const STRIPE_TIMEOUT_MS = 15_000;

export type StripeClient = Stripe;

/**
 * The one Stripe client of the process, or null when billing is not configured. The SDK retries a
 * failed request twice with idempotency keys; STRIPE_API_URL points it at a Stripe-compatible server.
 */
export function createStripeClient(billing: BillingConfig | null): StripeClient | null {
  if (!billing) return null;
  return new Stripe(billing.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(billing.api ? { host: billing.api.host, port: billing.api.port, protocol: billing.api.protocol } : {}),
  });
}
