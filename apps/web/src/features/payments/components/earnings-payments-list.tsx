import { formatMoney, PAYMENT_STATUS_LABELS, type EarningsGroup, type EarningsPayment } from '@equicreators/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDueDate } from '@/lib/due-date';

const GROUP_TONES: Record<EarningsGroup, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
  awaiting: 'warning',
  held: 'brand',
  releasing: 'brand',
  paid: 'success',
  refunded: 'neutral',
  void: 'neutral',
};

/** One card per order's payment, each leading to its order; the ones not paid yet listed apart. */
export function EarningsPaymentsList({ payments }: { payments: EarningsPayment[] }) {
  const awaiting = payments.filter((payment) => payment.group === 'awaiting');
  const others = payments.filter((payment) => payment.group !== 'awaiting');
  return (
    <section aria-labelledby="earnings-orders-heading" className="flex flex-col gap-3">
      <h2 id="earnings-orders-heading" className="text-2xl">
        Orders
      </h2>
      {payments.length === 0 ? (
        <EmptyState
          title="No paid orders yet"
          description="When a brand hires you for a paid deal, its payment shows here."
        />
      ) : (
        <>
          {others.length > 0 ? (
            <PaymentCards payments={others} />
          ) : (
            <p className="text-ink-muted">No order is paid yet.</p>
          )}
          {awaiting.length > 0 && (
            <>
              <h3 className="text-lg font-semibold text-brand-900">Awaiting payment</h3>
              <p className="text-sm text-ink-muted">The brand has not paid for these orders yet.</p>
              <PaymentCards payments={awaiting} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function PaymentCards({ payments }: { payments: EarningsPayment[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {payments.map((payment) => (
        <li
          key={payment._id}
          className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={`/orders/${payment.campaignId}`}
              className="font-semibold break-words text-brand-800 underline underline-offset-4"
            >
              {payment.campaignTitle}
            </Link>
            <span className="text-sm break-words text-ink-muted">
              {payment.companyName}
              {payment.paidAt ? ` · paid ${formatDueDate(payment.paidAt)}` : ''}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
            <span className="font-semibold text-brand-900">{formatMoney(payment.payoutMinor, payment.currency)}</span>
            <Badge tone={GROUP_TONES[payment.group]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
