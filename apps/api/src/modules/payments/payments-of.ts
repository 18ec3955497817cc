import { AppError, PAYMENT_MESSAGES } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { PaymentsConfig } from '../../platform/config.ts';

export type PaymentsSetup = { stripe: Stripe; config: PaymentsConfig };

/** Stripe and the fee rules when paid deals go through the platform; null when they are paid outside. */
export function paymentsOf(context: AppContext): PaymentsSetup | null {
  const { stripe } = context;
  const config = context.config.payments;
  return stripe && config ? { stripe, config } : null;
}

/** As `paymentsOf`, or 503 saying the deal is paid outside the platform here. */
export function requirePayments(context: AppContext): PaymentsSetup {
  const setup = paymentsOf(context);
  if (!setup) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.notConfigured);
  return setup;
}
