import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import type { OrderIds } from '@/lib/order-work-key';
import { notify } from '@/lib/toast/notify';
import { orderPaymentKeys, syncOrderPayment } from '../api/order-payment-api';

/** The query parameters Stripe's Checkout returns with (payment.checkout's success and cancel addresses). */
const PAYMENT_PARAM = 'payment';
const SESSION_PARAM = 'session_id';

/**
 * The brand's return from Checkout (`?payment=success|cancelled`): on success the server reads
 * Stripe now (the webhook may still be on its way) and the section shows what it answers; a cancel
 * says nothing was charged. Either way the parameters leave the address, so a reload says nothing again.
 */
export function useCheckoutReturn(ids: OrderIds, isBrand: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = isBrand ? searchParams.get(PAYMENT_PARAM) : null;
  const handled = useRef<string | null>(null);
  const key = `${ids.campaignId}/${ids.creatorId}/${outcome ?? ''}`;

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    if (handled.current === key) return;
    handled.current = key;
    const clear = () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(PAYMENT_PARAM);
          next.delete(SESSION_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    if (outcome === 'cancelled') {
      notify.info('Checkout was cancelled: nothing was charged.');
      clear();
      return;
    }
    syncOrderPayment(ids)
      .then((answer) => {
        queryClient.setQueryData(orderPaymentKeys.order(ids), answer);
        if (answer.payment && answer.payment.status !== 'awaiting_payment') {
          notify.success('Paid — held until you approve the work');
        } else {
          notify.info('Your payment is being confirmed. This page updates when Stripe confirms it.');
        }
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) notify.error(errorMessage(error));
      })
      .finally(clear);
  }, [outcome, key, ids, queryClient, setSearchParams]);
}
