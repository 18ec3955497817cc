import { ErrorAlert, LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useAdminStatus } from '../api/get-admin-status';
import { BackupsSection } from '../components/status/backups-section';
import { DatabaseSection, ProcessesSection } from '../components/status/cluster-section';
import { DateText } from '../components/date-text';

/**
 * /admin/status (issue 35): whether the database answers, the outbox's queue, every server process
 * of the cluster from its heartbeat, and the backups. Read again every 15 s, as the processes beat.
 */
export function AdminStatusPage() {
  usePageMeta({ title: 'Status' });
  const status = useAdminStatus();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Status</h1>
        <p className="text-ink-muted">
          How the site is running: its database, the e-mails waiting, each server process and the backups.
          {status.data && (
            <>
              {' '}
              Checked <DateText value={status.data.checkedAt} withTime />, again every 15 seconds.
            </>
          )}
        </p>
      </div>
      {status.data ? (
        <>
          {status.isRefetchError && (
            <ErrorAlert>The last refresh failed: these figures are from the time above. It is tried again.</ErrorAlert>
          )}
          {!status.data.database.ok && (
            <ErrorAlert>
              The database does not answer: the processes, the e-mails waiting and the backup runs are kept in it and
              cannot be shown.
            </ErrorAlert>
          )}
          <DatabaseSection status={status.data} />
          <ProcessesSection status={status.data} />
          <BackupsSection backups={status.data.backups} />
        </>
      ) : status.isError ? (
        <LoadFailure title="We could not load the status." error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <SkeletonStack blocks={['h-32', 'h-64', 'h-40']} className="gap-4" />
      )}
    </div>
  );
}
