import { ApiError } from './api-client';

/** The server's own sentence for a failure; anything else (a contract drift, a bug) gets a plain one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}
