import { failureOf, networkError, requestHeaders } from '@/lib/http/api-client';
import { readSession } from '@/lib/session/session';

const FALLBACK_NAME = 'my-data.zip';

/**
 * POST /api/account/data-export/download { token }: the zip, once. A POST with the bearer token
 * (never a plain link), so a mail scanner that opens the e-mailed page uses nothing up. The zip is
 * handed to the browser as a download under the server's file name.
 */
export async function downloadDataExport(token: string): Promise<void> {
  const session = readSession();
  let response: Response;
  try {
    response = await fetch('/api/account/data-export/download', {
      method: 'POST',
      headers: { ...requestHeaders(session.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), session.token);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}
