import {
  formatMoney,
  paymentAmounts,
  PaymentTermsSchema,
  type Currency,
  type PaymentTerms,
} from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** GET /api/payments/terms (public): whether paid deals go through EquiCreators here, at what fees. */
export function usePaymentTerms() {
  return useQuery({
    queryKey: ['payment-terms'],
    queryFn: ({ signal }) => apiRequest('/payments/terms', { schema: PaymentTermsSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * What the brand will pay at the hire, before confirming it (docs/decisions/029): null when paid
 * deals are paid outside here or there is no fee. The server computes the same amounts again.
 */
export function hireChargeSentence(
  terms: PaymentTerms | undefined,
  feeMinor: number | null,
  currency: Currency,
): string | null {
  if (!terms?.enabled || !terms.fees || feeMinor === null || feeMinor <= 0) return null;
  const amounts = paymentAmounts(feeMinor, currency, terms.fees);
  const money = (minor: number) => formatMoney(minor, currency);
  return `You pay ${money(amounts.agreedFeeMinor)} + ${money(amounts.brandFeeMinor)} service fee = ${money(amounts.chargeMinor)} at hire; the creator is paid when you approve the work.`;
}
