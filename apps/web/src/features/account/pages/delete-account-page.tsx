import type { AccountDeletionStatus } from '@equicreators/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { accountDeletionKeys, accountDeletionQuery } from '../api/account-deletion-api';
import { DeleteAccountForm } from '../components/delete-account-form';
import { DeletionExplainer } from '../components/deletion-explainer';
import { DeletionStatusPanel } from '../components/deletion-status-panel';
import { scheduledPagePath } from '../format-erase-date';

/**
 * /account/delete (issue 34): what deleting the account does, then the password and a confirmation.
 * A scheduled request ends every session, so the person lands logged out on the page that shows
 * the date; one waiting for its e-mailed link shows here, with Cancel.
 */
export function DeleteAccountPage() {
  usePageMeta({ title: 'Delete my account' });
  const status = useQuery(accountDeletionQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleRequested = async (next: AccountDeletionStatus) => {
    if (next.state === 'scheduled' && next.eraseAfter) {
      // The server ended every session: the public page shows the date and clears this browser's
      // keys there (clearing them here would let this area's guard send the person to /login first).
      await navigate(scheduledPagePath(next.eraseAfter), { replace: true });
      return;
    }
    queryClient.setQueryData(accountDeletionKeys.status, next);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-16 sm:px-6">
      <h1 className="text-4xl">Delete my account</h1>
      <DeletionExplainer />
      {status.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : status.isError ? (
        <LoadFailure
          title="We could not load your account's state."
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          {status.data.state !== 'none' && <DeletionStatusPanel status={status.data} />}
          {status.data.state !== 'scheduled' && <DeleteAccountForm onRequested={handleRequested} />}
        </>
      )}
    </div>
  );
}
