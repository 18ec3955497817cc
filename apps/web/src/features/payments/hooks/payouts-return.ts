import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { payoutsKeys, syncPayouts } from '../api/payouts-api';

export type PayoutsReturn =
  /** Back from Stripe's setup: the server is reading the account from Stripe. */
  | 'syncing'
  /** Read: the panel shows the new status. */
  | 'synced'
  /** Stripe's setup link had expired or was reloaded: the creator continues with a fresh one. */
  | 'refresh'
  | 'failed'
  | null;

/**
 * The return from Stripe's hosted payout setup (`?payouts=return` or `?payouts=refresh`): reads the
 * account at once, so the creator never waits for the webhook, and takes the parameter out of the
 * address.
 */
export function usePayoutsReturn(): PayoutsReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [payouts] = useState(() => searchParams.get('payouts'));
  const isHandled = useRef(false);
  const sync = useMutation({
    mutationFn: syncPayouts,
    onSuccess: (state) => queryClient.setQueryData(payoutsKeys.account, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.earnings }),
  });
  const { mutate } = sync;

  useEffect(() => {
    if (isHandled.current || (payouts !== 'return' && payouts !== 'refresh')) return;
    isHandled.current = true;
    mutate();
    setSearchParams(
      (current) => {
        const tidy = new URLSearchParams(current);
        tidy.delete('payouts');
        return tidy;
      },
      { replace: true },
    );
  }, [payouts, mutate, setSearchParams]);

  if (payouts !== 'return' && payouts !== 'refresh') return null;
  if (sync.isError) return 'failed';
  if (sync.isPending || sync.isIdle) return 'syncing';
  return payouts === 'refresh' ? 'refresh' : 'synced';
}
