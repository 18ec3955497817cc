import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAKE_STRIPE_API_VERSION, newId } from './fake-stripe-objects.ts';

/** The fake server's HTTP helpers: reading a request's headers and key, writing its answers. */

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The secret key of a request: Bearer, or Basic with the key as user name (Stripe takes both). */
export function authorisedKey(request: IncomingMessage): string | undefined {
  const authorization = header(request, 'authorization') ?? '';
  const [scheme, credentials = ''] = authorization.split(' ');
  if (scheme?.toLowerCase() === 'bearer') return credentials;
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': newId('req'),
    'Stripe-Version': FAKE_STRIPE_API_VERSION,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}
