import { ApiError } from '@/lib/http/api-client';

/** What the form says when the browser's e-mail check refuses the field. */
export function invalidEmailMessage(value: string): string {
  return value.trim() ? 'Enter a valid e-mail address' : 'Enter your e-mail address';
}

/** What the form says when subscribing fails: the server's word on the field, or on the request. */
export function subscribeFailureMessage(failure: unknown): string {
  return failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : 'Please try again.';
}
