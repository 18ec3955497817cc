import { formatMoney, PAYMENT_STATUS_LABELS, type OrderPaymentView } from '@equicreators/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import type { OrderIds } from '@/lib/order-work-key';
import { notify } from '@/lib/toast/notify';
import { startOrderCheckout, useOrderPayment } from '../api/order-payment-api';
import { useCheckoutReturn } from './checkout-return';

export type OrderPaymentSectionProps = OrderIds & { viewer: 'brand' | 'contentCreator' };

const formatDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The order's Payment (issue 32, docs/decisions/029), beside its Deal: the brand pays the agreed fee
 * and a service fee at the hire, EquiCreators holds it, and the creator is paid when the work is
 * approved. Each side sees its own breakdown; a deal paid outside says so; no fee, nothing shown.
 */
export function OrderPaymentSection({ campaignId, creatorId, viewer }: OrderPaymentSectionProps) {
  const headingId = useId();
  const ids = { campaignId, creatorId };
  const answer = useOrderPayment(ids);
  useCheckoutReturn(ids, viewer === 'brand');

  if (answer.error instanceof ApiError && answer.error.status === 404) return null;
  if (answer.data?.mode === 'none') return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="payment-section" id="payment">
      <h2 id={headingId} className="text-2xl">
        Payment
      </h2>
      {answer.data ? (
        answer.data.mode === 'outside' || !answer.data.payment ? (
          <p className="rounded-lg border border-line bg-white p-3 text-sm">
            Paid outside EquiCreators: this deal is recorded here; payment is between you and the{' '}
            {viewer === 'brand' ? 'creator' : 'brand'}.
          </p>
        ) : viewer === 'brand' ? (
          <BrandPayment ids={ids} payment={answer.data.payment} />
        ) : (
          <CreatorPayment payment={answer.data.payment} />
        )
      ) : answer.isError ? (
        <LoadFailure error={answer.error} onRetry={() => void answer.refetch()} retryLabel="Try again" />
      ) : (
        <SkeletonStack blocks={['h-6 w-40', 'h-24 w-full']} className="gap-3" />
      )}
    </section>
  );
}

function Line({ label, amount, isTotal = false }: { label: string; amount: string; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isTotal ? 'border-t border-line pt-2 font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

function BrandPayment({ ids, payment }: { ids: OrderIds; payment: OrderPaymentView }) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const checkout = useMutation({
    mutationFn: () => startOrderCheckout(ids),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) notify.error(errorMessage(error));
    },
  });
  const isAwaiting = payment.status === 'awaiting_payment';
  // Read once when shown: a due date passing while the page is open is seen on the next visit.
  const [now] = useState(() => Date.now());
  const isDue = new Date(payment.chargeDueAt).getTime() <= now;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3 text-sm">
      <p className="font-semibold" data-testid="payment-status">
        {brandStatusOf(payment)}
      </p>
      <dl className="flex flex-col gap-1">
        <Line label="Agreed fee" amount={money(payment.agreedFeeMinor)} />
        <Line label="Service fee" amount={money(payment.brandFeeMinor)} />
        <Line label="Total" amount={money(payment.chargeMinor)} isTotal />
      </dl>
      {isAwaiting &&
        (isDue ? (
          <Button className="self-start" isLoading={checkout.isPending} onClick={() => checkout.mutate()}>
            Pay {money(payment.chargeMinor)}
          </Button>
        ) : (
          <p>Payment opens on {formatDay(payment.chargeDueAt)}, when the content window starts.</p>
        ))}
      {isAwaiting && (
        <p className="text-ink-muted">
          The creator is paid when you approve the work; until then EquiCreators holds it.
        </p>
      )}
      {payment.receiptUrl && (
        <a className="self-start underline" href={payment.receiptUrl} target="_blank" rel="noreferrer">
          Card receipt
        </a>
      )}
    </div>
  );
}

function CreatorPayment({ payment }: { payment: OrderPaymentView }) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const [now] = useState(() => Date.now());
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3 text-sm">
      <p className="font-semibold" data-testid="payment-status">
        {creatorStatusOf(payment, now)}
      </p>
      <dl className="flex flex-col gap-1">
        <Line label="Agreed fee" amount={money(payment.agreedFeeMinor)} />
        <Line label="Commission" amount={`− ${money(payment.creatorFeeMinor)}`} />
        <Line label="You receive" amount={money(payment.payoutMinor)} isTotal />
      </dl>
      {payment.status === 'awaiting_payment' && (
        <p className="text-ink-muted">Work starts once the brand has paid: you can send your work after that.</p>
      )}
    </div>
  );
}

function brandStatusOf(payment: OrderPaymentView): string {
  switch (payment.status) {
    case 'awaiting_payment':
      return 'Awaiting your payment';
    case 'held':
      return 'Paid — held until you approve the work';
    default:
      return statusLabel(payment);
  }
}

function creatorStatusOf(payment: OrderPaymentView, now: number): string {
  switch (payment.status) {
    case 'awaiting_payment':
      return new Date(payment.chargeDueAt).getTime() > now
        ? `Hired — payment due on ${formatDay(payment.chargeDueAt)}`
        : 'Hired — awaiting payment';
    case 'held':
      return 'Paid — held until the brand approves';
    default:
      return statusLabel(payment);
  }
}

function statusLabel(payment: OrderPaymentView): string {
  return PAYMENT_STATUS_LABELS[payment.status];
}
