import type { z } from 'zod';
import { failureOf, networkError, requestHeaders } from '@/lib/http/api-client';
import { readSession } from '@/lib/session/session';

export type UploadOptions<Schema extends z.ZodType> = {
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  /** Checks the answer's shape, as apiRequest does. */
  schema?: Schema;
  /** Extra request headers (an `Idempotency-Key`, say); the token and Accept are always sent. */
  headers?: Record<string, string>;
  /** Called as the body leaves the browser, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** The share of a body sent, between 0 and 1 (0 while the size is not known yet). */
export function uploadFraction(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

/**
 * Sends a multipart body to the API under /api and reports upload progress. fetch() cannot tell how
 * much of a request body has been sent, so this uses XMLHttpRequest; the token, the 401 handling and
 * the ApiError are apiRequest's own.
 */
export function uploadWithProgress<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: UploadOptions<Schema>,
): Promise<z.infer<Schema>> {
  const { token } = readSession();
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `/api${path}`);
    const headers = { ...options.headers, ...requestHeaders(token) };
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(uploadFraction(event.loaded, event.total));
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failureOf(request.status, payload, token));
        return;
      }
      try {
        resolve(options.schema ? options.schema.parse(payload) : (payload as z.infer<Schema>));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });

    request.send(options.body);
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
