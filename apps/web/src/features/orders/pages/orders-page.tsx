import { CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { useSession } from '@/lib/session/use-session';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useOrders } from '../api/list-orders';
import { OrdersTable } from '../components/orders-table';

/** A page number from the address; anything else means the first page. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Spec §2 Orders (/orders, creator): the campaigns the creator is hired on. */
export function OrdersPage() {
  usePageMeta({ title: 'Orders' });
  const { id: userId } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // The page lives in the address, so Back from an order returns to the page it was opened from.
  const page = readPage(searchParams.get('page'));
  const query = useOrders(userId, page);
  const { data, isError, isPlaceholderData, refetch } = query;

  const handlePageChange = (next: number) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Home', to: '/contentCreator' }, { label: 'Orders' }]} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Orders</h1>
        <p className="text-ink-muted">The campaigns you are hired on. Open one to see what the brand asked for.</p>
      </div>
      {/* A failed refresh keeps the last good page on screen, under the message. */}
      {data && isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {CAMPAIGN_MESSAGES.ordersFailed}
        </p>
      )}
      <OrdersTable
        data={data}
        // Without a stored id (local storage partly cleared by hand) there is nothing to ask for.
        isFailed={isError || !userId}
        isStale={isPlaceholderData}
        onRetry={() => void refetch()}
        onFirstPage={() => handlePageChange(1)}
      />
      {data && data.total > data.pageSize && (
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={handlePageChange}
          label="Pages of orders"
        />
      )}
    </div>
  );
}
