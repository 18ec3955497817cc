import { DATA_EXPORT_RULES, type DataExportState } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorAlert, LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/error-message';
import { dataExportQuery } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

/** A time in the visitor's own locale and zone ('27 Nov 2026, 09:15'). */
function formatExportTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * "Download my data" on /account (issue 34, docs/data-export.md): asks for the zip, then says where
 * it stands (being prepared, ready in the e-mail until a time, downloaded, expired, failed) and when
 * the next may be asked. The page polls while the export is prepared.
 */
export function DataExportSection() {
  const state = useQuery(dataExportQuery());
  const request = useRequestDataExport();
  return (
    <section aria-labelledby="data-export-heading" className="flex flex-col gap-4">
      <h2 id="data-export-heading" className="text-2xl">
        Download my data
      </h2>
      <p className="text-sm text-ink-muted">
        A zip of everything we hold about your account (profile, campaigns, messages, work, payments, ratings, sessions)
        and your own files. We e-mail you a link when it is ready; it works once, for {DATA_EXPORT_RULES.linkHours}{' '}
        hours. You can ask once every {DATA_EXPORT_RULES.oneEveryHours} hours.
      </p>
      {state.isPending && <Skeleton className="h-11 w-48" />}
      {state.isError && (
        <LoadFailure
          title="We could not load your data export."
          error={state.error}
          onRetry={() => void state.refetch()}
        />
      )}
      {state.data && <ExportStatus state={state.data} />}
      {state.data && (
        <Button
          className="self-start"
          isLoading={request.isPending}
          disabled={state.data.nextRequestAt !== null || state.data.latest?.status === 'pending'}
          onClick={() => request.mutate()}
        >
          Download my data
        </Button>
      )}
      {request.isError && <ErrorAlert>{errorMessage(request.error)}</ErrorAlert>}
    </section>
  );
}

function ExportStatus({ state }: { state: DataExportState }) {
  const { latest, nextRequestAt } = state;
  const next = nextRequestAt ? ` You can ask for the next copy from ${formatExportTime(nextRequestAt)}.` : '';
  if (!latest) return null;
  const message = {
    pending: 'We are preparing your data. We will e-mail you a link when it is ready.',
    ready: `Your data is ready: check your e-mail for the link. It works once, until ${formatExportTime(latest.expiresAt ?? latest.requestedAt)}.`,
    downloaded: `You downloaded your data on ${formatExportTime(latest.downloadedAt ?? latest.requestedAt)}.`,
    expired: 'The link to your last export has expired without being used.',
    failed: 'We could not prepare your data. Please ask again; if it fails again, write to us.',
  }[latest.status];
  return (
    <p role="status" className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      {message}
      {next}
    </p>
  );
}
