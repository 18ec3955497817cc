import { loginPathFor, type ErrorCode, type FieldIssue } from '@equicreators/shared';
import type { z } from 'zod';
import { clearSession, readSession } from '@/lib/session/session';

/** A failed API call, carrying the server's `{ message, code }` (or a network failure). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    readonly fields: FieldIssue[] = [],
  ) {
    super(message);
  }
}

type RequestOptions<Schema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** Checks the answer's shape, so a contract drift fails loudly here rather than deep in a screen. */
  schema?: Schema;
  signal?: AbortSignal;
  /**
   * This request ends the caller's own session (logout, a scheduled deletion): a 401 that another
   * call of the page meets for the same token, before or after this answer lands, is then expected
   * and sends nobody to /login. A refusal of this request itself lifts that.
   */
  endsSession?: boolean;
};

/** Tokens whose session this browser is ending by its own request (see `endsSession`). */
const tokensEndedHere = new Set<string>();

/**
 * Calls the API under /api with the stored bearer token. A 401 for a stored token means the
 * session ended (logout elsewhere, reset, block): the keys are cleared and the visitor goes to /login.
 */
export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
  const { token } = readSession();
  const headers = requestHeaders(token);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const endsOwnSession = options.endsSession === true && token !== null;
  if (endsOwnSession) tokensEndedHere.add(token);
  let response: Response;
  try {
    response = await fetch(`/api${path}${toQueryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (endsOwnSession) tokensEndedHere.delete(token);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (endsOwnSession) tokensEndedHere.delete(token);
    throw failureOf(response.status, payload, token);
  }
  return options.schema ? options.schema.parse(payload) : (payload as z.infer<Schema>);
}

/** The headers every call sends: JSON answers, and the bearer token when there is one. */
export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The server could not be reached at all. */
export function networkError(): ApiError {
  return new ApiError('We could not reach the server. Check your connection and try again.', 0, 'NETWORK');
}

/**
 * The error for a failed answer. A 401 for the stored token means the session ended: the keys are
 * cleared and the visitor goes to /login, which brings them back here after the next login (shared
 * by fetch calls and uploads with progress).
 */
export function failureOf(status: number, payload: unknown, token: string | null): ApiError {
  // Only while the refused token is still the stored one, and not one this browser is ending itself:
  // a 401 for a session this browser left or is leaving (the deletion page clears the keys, a
  // logout, a new login) must not take the person from the page they are on to /login.
  if (status === 401 && token && readSession().token === token && !tokensEndedHere.has(token)) {
    clearSession();
    const { pathname, search, hash } = window.location;
    window.location.assign(pathname === '/login' ? '/login' : loginPathFor(`${pathname}${search}${hash}`));
  }
  return toApiError(status, payload);
}

function toApiError(status: number, payload: unknown): ApiError {
  if (typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string') {
    const code = 'code' in payload && typeof payload.code === 'string' ? (payload.code as ErrorCode) : 'INTERNAL';
    const fields = 'fields' in payload && Array.isArray(payload.fields) ? (payload.fields as FieldIssue[]) : [];
    return new ApiError(payload.message, status, code, fields);
  }
  return new ApiError('Something went wrong on our side. Please try again in a moment.', status, 'INTERNAL');
}

function toQueryString(query: RequestOptions<z.ZodType>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
