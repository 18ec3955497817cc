import { BILLING_MESSAGES, type BillingState } from '@equicreators/shared';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPeriodEnd } from '@/lib/billing/billing-dates';

/**
 * What the caller must know about their subscription (decision 018): a failed payment while Stripe
 * retries (access kept), or a cancellation at the period's end (access kept until then). Access
 * granted by the admin (comped) says nothing about payment.
 */
export function BillingNotices({ state }: { state: BillingState }) {
  if (state.source === 'comped') return null;
  return (
    <>
      {state.pastDue && (
        <Notice tone="warning" icon={<AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />}>
          <Link to="/billing" className="font-semibold text-brand-800 underline underline-offset-4">
            {BILLING_MESSAGES.paymentFailed}
          </Link>
        </Notice>
      )}
      {state.access && state.cancelAtPeriodEnd && state.currentPeriodEnd && (
        <Notice tone="info" icon={<CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-saddle-600" />}>
          {`Your subscription ends on ${formatPeriodEnd(state.currentPeriodEnd)}.`}{' '}
          <Link to="/billing" className="font-semibold text-brand-800 underline underline-offset-4">
            Manage billing
          </Link>
        </Notice>
      )}
    </>
  );
}

function Notice({ tone, icon, children }: { tone: 'warning' | 'info'; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'note'}
      aria-label="Subscription"
      className={
        tone === 'warning'
          ? 'flex items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 px-5 py-4 text-sm text-ink'
          : 'flex items-start gap-3 rounded-[var(--radius-card)] border border-gold-500/60 bg-parchment px-5 py-4 text-sm text-ink'
      }
    >
      {icon}
      <p>{children}</p>
    </div>
  );
}
