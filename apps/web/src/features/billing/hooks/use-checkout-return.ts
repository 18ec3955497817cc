import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ownAccountKeys } from '@/lib/account/own-account';
import { syncBillingUntilAccess } from '../api/sync-billing';

export type CheckoutReturn =
  /** Back from Checkout: the server is reading the subscription from Stripe. */
  | 'syncing'
  /** The subscription is active: 'Payment received…'. */
  | 'active'
  /** Stripe has not confirmed the payment within the tries: the webhook will, shortly. */
  | 'pending'
  | 'failed'
  /** The buyer left Checkout: the plans again, untouched. */
  | 'cancelled'
  | null;

/**
 * The return from Stripe Checkout (`?checkout=success&session_id=…` or `?checkout=cancelled`): syncs
 * at once so the buyer never waits for the webhook, refreshes the caller's own account everywhere
 * (Create Campaign unlocks), and takes the parameters out of the address.
 */
export function useCheckoutReturn(): CheckoutReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // What the address said on arrival; it is tidied away at once.
  const [checkout] = useState(() => searchParams.get('checkout'));
  const isHandled = useRef(false);
  const sync = useMutation({
    mutationFn: syncBillingUntilAccess,
    onSuccess: (state) => queryClient.setQueryData(ownAccountKeys.billing, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['own-account'] }),
  });
  const { mutate } = sync;

  useEffect(() => {
    if (isHandled.current || (checkout !== 'success' && checkout !== 'cancelled')) return;
    isHandled.current = true;
    if (checkout === 'success') mutate();
    setSearchParams(
      (current) => {
        const tidy = new URLSearchParams(current);
        tidy.delete('checkout');
        tidy.delete('session_id');
        return tidy;
      },
      { replace: true },
    );
  }, [checkout, mutate, setSearchParams]);

  if (checkout === 'cancelled') return 'cancelled';
  if (checkout !== 'success') return null;
  if (sync.isError) return 'failed';
  if (sync.isSuccess) return sync.data.access ? 'active' : 'pending';
  return 'syncing';
}
