import type { PaymentStatus } from '@equicreators/shared';
import { failureOf, networkError, requestHeaders } from '@/lib/http/api-client';
import { readSession } from '@/lib/session/session';

const FALLBACK_NAME = 'equicreators-payments.csv';

/** The file name the server gave (`attachment; filename="…"`), or a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/admin/payments.csv, saved as a file. The app authenticates with a bearer token (not a
 * cookie), so a plain link would arrive without it: the file is fetched with the header and handed
 * to the browser through a Blob link.
 */
export async function downloadPaymentsCsv(status: PaymentStatus | undefined): Promise<void> {
  const { token } = readSession();
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/admin/payments.csv${query}`, {
      headers: { ...requestHeaders(token), Accept: 'text/csv, application/json' },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), token);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
