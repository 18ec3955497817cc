import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from '@equicreators/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert, LoadFailure } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { downloadPaymentsCsv } from '../api/admin-payments-csv';
import { ADMIN_PAYMENTS_PAGE_SIZE, useAdminPayments } from '../api/admin-payments-query';
import { AdminPaymentsTable } from '../components/admin-payments-table';
import { AdminPaymentsTotals } from '../components/admin-payments-totals';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];

function statusOf(value: string | null): PaymentStatus | undefined {
  return PAYMENT_STATUSES.find((status) => status === value);
}

/**
 * /admin/payments (issue 32): the money on the platform per currency, every payment newest first
 * with a status filter, the CSV of the same rows, and 'Resolve' on a payment with an open dispute.
 */
export function AdminPaymentsPage() {
  usePageMeta({ title: 'Payments' });
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const payments = useAdminPayments({ page, status });
  const [exportState, setExportState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });

  // The filter and page live in the address, so a reload or a shared link shows the same list.
  const setParams = (next: { status?: PaymentStatus | undefined; page?: number }) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if ('status' in next) {
          if (next.status) params.set('status', next.status);
          else params.delete('status');
          params.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) params.set('page', String(next.page));
          else params.delete('page');
        }
        return params;
      },
      { replace: true },
    );
  };

  const handleExport = async () => {
    setExportState({ busy: true, error: null });
    try {
      await downloadPaymentsCsv(status);
      setExportState({ busy: false, error: null });
    } catch (error) {
      setExportState({ busy: false, error });
    }
  };

  const data = payments.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Payments</h1>
        <p className="text-ink-muted">
          The money paid through EquiCreators: what is held, paid to creators, refunded and earned, and every order’s
          payment with its disputes.
        </p>
      </div>
      {data && <AdminPaymentsTotals totals={data.totals} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="Status" className="sm:w-72">
          {(control) => (
            <Select
              {...control}
              options={STATUS_OPTIONS}
              value={status ?? ''}
              onChange={(event) => setParams({ status: statusOf(event.target.value) })}
            />
          )}
        </Field>
        <Button variant="secondary" isLoading={exportState.busy} onClick={() => void handleExport()}>
          Export CSV
        </Button>
      </div>
      {exportState.error !== null && (
        <ErrorAlert>{`We could not export the payments. ${errorMessage(exportState.error)}`}</ErrorAlert>
      )}
      {payments.isError && !data ? (
        <LoadFailure
          title="We could not load the payments."
          error={payments.error}
          onRetry={() => void payments.refetch()}
        />
      ) : !data ? (
        <div aria-busy className="flex flex-col gap-3">
          <span className="sr-only">Loading payments…</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : data.total === 0 ? (
        <EmptyState
          title={status ? `No payments ${PAYMENT_STATUS_LABELS[status].toLowerCase()}` : 'No payments yet'}
          description={
            status
              ? 'No payment has this status. Choose another, or all statuses.'
              : 'Paid deals brands pay through EquiCreators appear here.'
          }
        />
      ) : (
        <>
          <div className={payments.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AdminPaymentsTable items={data.items} />
          </div>
          <Pagination
            page={page}
            pageSize={ADMIN_PAYMENTS_PAGE_SIZE}
            total={data.total}
            onPageChange={(next) => setParams({ page: next })}
            label="Payments pages"
          />
        </>
      )}
    </div>
  );
}
