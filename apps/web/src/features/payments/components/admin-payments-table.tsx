import { formatMoney, PAYMENT_STATUS_LABELS, type AdminPayment } from '@equicreators/shared';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { ResolveDisputeDialog } from './admin-payments-resolve-dialog';
import { formatDay } from './spend-dates';

const COLUMNS = ['Campaign', 'Brand', 'Creator', 'Charged', 'To the creator', 'Refunded', 'Status', 'Dispute'];

/** The payments of one page, newest first; a row with an open dispute offers 'Resolve'. */
export function AdminPaymentsTable({ items }: { items: readonly AdminPayment[] }) {
  return (
    <Table aria-label="Payments" stackBelow="lg">
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
        {items.map((payment) => (
          <AdminPaymentRow key={payment._id} payment={payment} />
        ))}
      </TableBody>
    </Table>
  );
}

function AdminPaymentRow({ payment }: { payment: AdminPayment }) {
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, payment.currency));
  const { dispute } = payment;
  return (
    <TableRow>
      <TableCell className="font-semibold wrap-break-word">
        {payment.campaign.title}
        <span className="block text-xs font-normal text-ink-muted">
          {payment.paidAt ? `Paid ${formatDay(payment.paidAt)}` : `Created ${formatDay(payment.createdAt)}`}
        </span>
      </TableCell>
      <TableCell label="Brand" className="wrap-break-word">
        {payment.brand.name}
      </TableCell>
      <TableCell label="Creator" className="wrap-break-word">
        {payment.creator.name}
      </TableCell>
      <TableCell label="Charged" className="whitespace-nowrap">
        {money(payment.chargeMinor)}
        <span className="block text-xs text-ink-muted">
          Fee {money(payment.agreedFeeMinor)} + {money(payment.brandFeeMinor)}
        </span>
      </TableCell>
      <TableCell label="To the creator" className="whitespace-nowrap">
        {money(payment.transferMinor)}
      </TableCell>
      <TableCell label="Refunded" className="whitespace-nowrap">
        {money(payment.refundMinor)}
      </TableCell>
      <TableCell label="Status">{PAYMENT_STATUS_LABELS[payment.status]}</TableCell>
      <TableCell label="Dispute">
        {dispute ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm wrap-break-word">
              <span className="font-semibold">Opened by the {dispute.openedBy}:</span> {dispute.reason}
            </p>
            {dispute.proposedShareMinor !== null && (
              <p className="text-xs text-ink-muted">
                The {dispute.proposedBy} proposes {money(dispute.proposedShareMinor)} to the creator.
              </p>
            )}
            <ResolveDisputeDialog payment={payment} />
          </div>
        ) : (
          'None'
        )}
      </TableCell>
    </TableRow>
  );
}
