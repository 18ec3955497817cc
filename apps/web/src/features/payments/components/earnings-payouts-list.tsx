import type { StripePayoutView } from '@equicreators/shared';
import { formatDueDate } from '@/lib/due-date';
import { formatStripeAmount, payoutStateLabel } from '../earnings-format';

export type EarningsPayoutsListProps = {
  payouts: StripePayoutView[] | null;
  /** Whether the creator has a Stripe account (null payouts then mean Stripe could not be read). */
  hasAccount: boolean;
};

/** Stripe's payouts from the creator's Stripe account to their bank, newest first. */
export function EarningsPayoutsList({ payouts, hasAccount }: EarningsPayoutsListProps) {
  return (
    <section aria-labelledby="earnings-payouts-heading" className="flex flex-col gap-3">
      <h2 id="earnings-payouts-heading" className="text-2xl">
        Payouts to your bank
      </h2>
      {payouts === null ? (
        <p className="text-ink-muted">
          {hasAccount
            ? 'We could not read your payouts from Stripe just now. Reload the page to try again.'
            : 'Your payouts show here once you have set them up.'}
        </p>
      ) : payouts.length === 0 ? (
        <p className="text-ink-muted">No payouts to your bank yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {payouts.map((payout) => (
            <li
              key={payout.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius-card)] border border-line bg-white px-4 py-3"
            >
              <span className="font-semibold text-brand-900">
                {formatStripeAmount(payout.amountMinor, payout.currency)}
              </span>
              <span className="text-sm text-ink-muted">
                {payoutStateLabel(payout.status)} · {formatDueDate(payout.arrivalDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
