import {
  formatMoney,
  PAYMENT_STATUS_LABELS,
  type SpendCampaign,
  type SpendPayment,
  type SpendTotal,
} from '@equicreators/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDay } from './spend-dates';

const COLUMNS = ['Creator', 'Status', 'Agreed fee', 'Service fee', 'Total charged', 'Refunded', 'Paid', 'Receipt'];

/** One campaign's payments: a row per order, then what the campaign cost per currency. */
export function SpendCampaignSection({ campaign }: { campaign: SpendCampaign }) {
  const headingId = `spend-${campaign.campaignId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl wrap-break-word">
        {campaign.title}
      </h2>
      <Table aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column} className="whitespace-nowrap">
                {column}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {campaign.payments.map((payment) => (
            <SpendRow key={payment._id} payment={payment} campaignId={campaign.campaignId} />
          ))}
        </TableBody>
      </Table>
      <SpendTotals totals={campaign.totals} />
    </section>
  );
}

function SpendRow({ payment, campaignId }: { payment: SpendPayment; campaignId: string }) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  return (
    <TableRow>
      <TableCell className="font-semibold">
        <Link
          to={`/orders-influencer/${payment.creatorId}?campaign=${campaignId}`}
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          {payment.creatorName}
        </Link>
      </TableCell>
      <TableCell label="Status">{PAYMENT_STATUS_LABELS[payment.status]}</TableCell>
      <TableCell label="Agreed fee" className="whitespace-nowrap">
        {money(payment.agreedFeeMinor)}
      </TableCell>
      <TableCell label="Service fee" className="whitespace-nowrap">
        {money(payment.brandFeeMinor)}
      </TableCell>
      <TableCell label="Total charged" className="whitespace-nowrap">
        {money(payment.chargeMinor)}
      </TableCell>
      <TableCell label="Refunded" className="whitespace-nowrap">
        {payment.refundMinor === null ? '—' : money(payment.refundMinor)}
      </TableCell>
      <TableCell label="Paid" className="whitespace-nowrap">
        {payment.paidAt ? formatDay(payment.paidAt) : 'Not paid'}
      </TableCell>
      <TableCell label="Receipt">
        {payment.receiptUrl ? (
          <a
            href={payment.receiptUrl}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Receipt<span className="sr-only"> for {payment.creatorName}</span>
          </a>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

function SpendTotals({ totals }: { totals: readonly SpendTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {totals.map((total) => (
        <div key={total.currency} className="flex flex-wrap gap-x-4 gap-y-1">
          <dt className="font-semibold text-ink">Total in {total.currency}</dt>
          <dd className="text-ink-muted">
            Charged {formatMoney(total.chargedMinor, total.currency)} · Refunded{' '}
            {formatMoney(total.refundedMinor, total.currency)} ·{' '}
            <span className="font-semibold text-ink">Net {formatMoney(total.netMinor, total.currency)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
