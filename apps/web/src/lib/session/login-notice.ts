/**
 * What a login tells the area it lands on (issue 34): a login that cancelled the account's
 * scheduled deletion adds `?notice=deletion-cancelled`, and the area says so once.
 */
export const LOGIN_NOTICE_PARAM = 'notice';
export const DELETION_CANCELLED_NOTICE = 'deletion-cancelled';

/** The landing path with the notice that the login cancelled the deletion. */
export function withDeletionCancelledNotice(path: string): string {
  const url = new URL(path, 'http://landing.invalid');
  url.searchParams.set(LOGIN_NOTICE_PARAM, DELETION_CANCELLED_NOTICE);
  return `${url.pathname}${url.search}${url.hash}`;
}
