import { DATA_EXPORT_MESSAGES } from '@equicreators/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { downloadDataExport } from '../api/download-data-export';

/**
 * /account/export?token=…: where the e-mailed link lands (issue 34). Opening it changes nothing (mail
 * scanners open links); the Download button fetches the zip once, behind the login the route asks for.
 */
export function DataExportDownloadPage() {
  usePageMeta({ title: 'Download my data' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const download = useMutation({ mutationFn: () => downloadDataExport(token) });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-16 sm:px-6">
      <h1 className="text-4xl">Download my data</h1>
      {token ? (
        <>
          <p>
            Your copy is a zip file of everything we hold about your account and your own files. The link works once:
            keep the file somewhere safe.
          </p>
          <Button className="self-start" isLoading={download.isPending} onClick={() => download.mutate()}>
            Download
          </Button>
          {download.isSuccess && (
            <p role="status" className="text-sm">
              Your download has started. This link is now used up.
            </p>
          )}
          {download.isError && <ErrorAlert>{errorMessage(download.error)}</ErrorAlert>}
        </>
      ) : (
        <ErrorAlert>{DATA_EXPORT_MESSAGES.linkUnusable}</ErrorAlert>
      )}
      <Link to="/account" className="text-sm font-semibold text-brand-800 underline">
        Back to Account &amp; privacy
      </Link>
    </div>
  );
}
