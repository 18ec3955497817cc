import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DELETION_CANCELLED_NOTICE, LOGIN_NOTICE_PARAM } from '@/lib/session/login-notice';
import { notify } from '@/lib/toast/notify';

export const DELETION_CANCELLED_MESSAGE = 'Welcome back: your account will not be deleted.';

/**
 * Says once, on the page a login landed on, that the login cancelled the account's deletion, then
 * takes the notice out of the address (a reload does not say it again). An effect: it answers
 * how the page was reached, not anything the person does here.
 */
export function DeletionCancelledNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isCancelled = searchParams.get(LOGIN_NOTICE_PARAM) === DELETION_CANCELLED_NOTICE;
  useEffect(() => {
    if (!isCancelled) return;
    notify.success(DELETION_CANCELLED_MESSAGE, { durationMs: 8000 });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LOGIN_NOTICE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isCancelled, setSearchParams]);
  return null;
}
