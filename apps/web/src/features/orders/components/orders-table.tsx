import { CAMPAIGN_MESSAGES, type OrderPage } from '@equicreators/shared';
import { Link } from 'react-router';
import { PagedTable } from '@/components/ui/paged-table';
import { OrderRow } from './order-row';

const COLUMNS = [
  'Order Id',
  'Email',
  'Company Name',
  'Compensation',
  'Deadlines',
  'Progress',
  'Notifications',
] as const;

const EMPTY = {
  title: 'No orders yet',
  text: 'When a brand hires you on a campaign, it appears here with its details and messages.',
  action: <Link to="/contentCreator">Browse campaigns</Link>,
};

export type OrdersTableProps = {
  /** The page on screen; absent while the first one loads. */
  data: OrderPage | undefined;
  /** The first load failed (a failed refresh keeps the last good page instead). */
  isFailed: boolean;
  /** A previous page shown while the next one loads. */
  isStale: boolean;
  onRetry: () => void;
  onFirstPage: () => void;
};

/** Spec §2 Orders table, with its loading (skeleton row), failure and empty-state rows. */
export function OrdersTable(props: OrdersTableProps) {
  return (
    <PagedTable
      label="Orders"
      columns={COLUMNS}
      failureText={CAMPAIGN_MESSAGES.ordersFailed}
      loadingText="Loading orders…"
      empty={EMPTY}
      renderRow={(order) => <OrderRow key={order._id} order={order} />}
      {...props}
    />
  );
}
