import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { earningsQuery, payoutAccountQuery } from '../api/payouts-api';
import { EarningsPaymentsList } from '../components/earnings-payments-list';
import { EarningsPayoutsList } from '../components/earnings-payouts-list';
import { EarningsTotals } from '../components/earnings-totals';
import { PayoutsPanel } from '../components/payouts-panel';
import { usePayoutsReturn } from '../hooks/payouts-return';

/**
 * /earnings (creators, issue 32): where their payouts stand and the way into Stripe's setup, what
 * their orders pay them (held, releasing, paid) and Stripe's payouts to their bank. Back from
 * Stripe's setup (`?payouts=return|refresh`) it reads the account from Stripe at once.
 */
export function EarningsPage() {
  usePageMeta({ title: 'Earnings' });
  const returned = usePayoutsReturn();
  const account = useQuery(payoutAccountQuery());
  const earnings = useQuery(earningsQuery());

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Home', to: '/contentCreator' }, { label: 'Earnings' }]} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Earnings</h1>
        <p className="text-ink-muted">What your orders pay you, and how it reaches your bank.</p>
      </div>
      {account.isError ? (
        <LoadFailure
          title="We could not load your payout details."
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      ) : account.data ? (
        <PayoutsPanel state={account.data} returned={returned} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      {earnings.isError ? (
        <LoadFailure
          title="We could not load your earnings."
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
        />
      ) : earnings.data ? (
        <>
          <EarningsTotals totals={earnings.data.totals} />
          <EarningsPaymentsList payments={earnings.data.payments} />
          {account.data?.enabled && (
            <EarningsPayoutsList payouts={earnings.data.payouts} hasAccount={account.data.onboardingStarted} />
          )}
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
