import { formatMoney, type EarningsTotal } from '@equicreators/shared';

const COLUMNS = [
  { key: 'heldMinor', label: 'Held', hint: 'Paid by the brand, held until you deliver and it is approved' },
  { key: 'releasingMinor', label: 'Releasing', hint: 'Approved, on its way to your Stripe account' },
  { key: 'paidMinor', label: 'Paid', hint: 'Sent to your Stripe account' },
] as const;

/** What the creator receives, held, releasing and paid, one row per currency (never added across currencies). */
export function EarningsTotals({ totals }: { totals: EarningsTotal[] }) {
  return (
    <section aria-labelledby="earnings-totals-heading" className="flex flex-col gap-3">
      <h2 id="earnings-totals-heading" className="text-2xl">
        Your earnings
      </h2>
      {totals.length === 0 ? (
        <p className="text-ink-muted">Nothing is held for you or paid to you yet.</p>
      ) : (
        totals.map((total) => (
          <dl
            key={total.currency}
            className="grid grid-cols-1 gap-3 sm:grid-cols-3"
            aria-label={`In ${total.currency}`}
          >
            {COLUMNS.map((column) => (
              <div
                key={column.key}
                className="flex flex-col gap-1 rounded-[var(--radius-card)] border border-line bg-white px-4 py-3"
              >
                <dt className="text-sm font-semibold text-ink-muted">{column.label}</dt>
                <dd className="font-display text-2xl text-brand-900">
                  {formatMoney(total[column.key], total.currency)}
                </dd>
                <dd className="text-xs text-ink-muted">{column.hint}</dd>
              </div>
            ))}
          </dl>
        ))
      )}
    </section>
  );
}
