import type { Order } from '@equicreators/shared';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotificationCount } from '@/components/ui/notification-count';
import { OrderProgressBadges } from '@/components/work/order-progress';
import { TableCell, TableRow } from '@/components/ui/table';
import { OrderId } from './order-id';
import { shortOrderId } from './short-order-id';
import { orderPath, type OrderLocationState } from './order-location-state';

export type OrderRowProps = { order: Order };

/**
 * One order. The whole row opens it (spec §2: row click), carrying the order as navigation state;
 * the link in the first cell is what the keyboard and screen readers use.
 */
export function OrderRow({ order }: OrderRowProps) {
  const navigate = useNavigate();
  const state: OrderLocationState = { order };

  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // The link handles its own clicks; a drag that selected text is a copy, not a click.
    if ((event.target as HTMLElement).closest('a')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(orderPath(order._id), { state });
  };

  return (
    <TableRow onClick={handleRowClick} className="cursor-pointer transition-colors hover:bg-brand-50/60">
      <TableCell>
        <Link
          to={orderPath(order._id)}
          state={state}
          // The short id the cell shows, not the whole one: the name holds what is seen (WCAG 2.5.3).
          aria-label={`Order ${shortOrderId(order.orderId)}: ${order.campaignTitle}`}
          className="flex flex-col gap-0.5 rounded-sm text-brand-800"
        >
          <OrderId id={order.orderId} isShort />
          <span className="text-xs text-ink-muted">
            {/* Not drawn (it starts a line); it keeps the id and the title two words for checkers. */}{' '}
            {order.campaignTitle}
          </span>
        </Link>
      </TableCell>
      <TableCell label="Email" className="[overflow-wrap:anywhere]">
        {order.COEmail}
      </TableCell>
      <TableCell label="Company Name" className="font-semibold text-ink">
        {order.companyName}
      </TableCell>
      <TableCell label="Compensation">{order.compensation}</TableCell>
      <TableCell label="Deadlines">{order.deadlines}</TableCell>
      <TableCell label="Progress" className="md:min-w-36">
        <OrderProgressBadges progress={order.progress} isCompact />
      </TableCell>
      <TableCell label="Notifications">
        <NotificationCount unreadCount={order.unreadCount} />
      </TableCell>
    </TableRow>
  );
}
