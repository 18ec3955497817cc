import { formatMoney, type AdminPaymentTotal } from '@equicreators/shared';

const FIGURES = [
  { key: 'heldMinor', label: 'Held' },
  { key: 'releasedMinor', label: 'Released to creators' },
  { key: 'refundedMinor', label: 'Refunded' },
  { key: 'platformFeesMinor', label: 'Platform fees earned' },
] as const;

/** Every payment's money per currency: held on the platform, paid out, given back, and kept. */
export function AdminPaymentsTotals({ totals }: { totals: readonly AdminPaymentTotal[] }) {
  if (totals.length === 0) {
    return <p className="text-sm text-ink-muted">No money has moved through EquiCreators yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {totals.map((total) => (
        <section
          key={total.currency}
          aria-label={`Totals in ${total.currency}`}
          className="rounded-[var(--radius-card)] border border-line bg-white p-4"
        >
          <h2 className="mb-2 text-lg">{total.currency}</h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {FIGURES.map(({ key, label }) => (
              <div key={key} className="flex flex-col">
                <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
                <dd className="text-lg font-semibold">{formatMoney(total[key], total.currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
