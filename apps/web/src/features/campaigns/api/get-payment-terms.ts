import { PaymentTermsSchema, type PaymentTerms } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/http/api-client';

const OFF: PaymentTerms = { enabled: false, fees: null };

/**
 * GET /api/payments/terms: whether paid deals go through the platform here. A server without the
 * route (404) pays outside, as one without Stripe keys does. Read once a session: it follows the
 * server's configuration.
 */
export function usePaymentTerms() {
  return useQuery({
    queryKey: ['payment-terms'],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/payments/terms', { schema: PaymentTermsSchema, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return OFF;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
