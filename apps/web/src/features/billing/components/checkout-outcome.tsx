import { BILLING_MESSAGES } from '@equicreators/shared';
import { CheckCircle2 } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import type { CheckoutReturn } from '../hooks/use-checkout-return';

/** What the buyer sees back from Checkout, announced as it changes. */
export function CheckoutOutcome({ outcome }: { outcome: CheckoutReturn }) {
  if (outcome === 'syncing') {
    return (
      <p className="flex items-center gap-3 text-sm text-ink-muted">
        <Spinner className="size-4" label="Confirming your payment" />
        Confirming your payment…
      </p>
    );
  }
  if (outcome === 'active') {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-[var(--radius-card)] border border-green-200 bg-green-50 px-5 py-4 text-sm font-semibold text-green-900"
      >
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-700" />
        {BILLING_MESSAGES.paymentReceived}
      </p>
    );
  }
  if (outcome === 'pending') {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Stripe is still confirming your payment. This page updates when it has; you may also reload it in a minute.
      </p>
    );
  }
  if (outcome === 'failed') {
    return <ErrorAlert>We could not confirm your payment yet. Reload the page in a minute.</ErrorAlert>;
  }
  return null;
}
