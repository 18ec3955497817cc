import { AdminPaymentsSchema, PAGE_LIMITS, type PaymentStatus } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

export const ADMIN_PAYMENTS_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** Every query of the admin's payments: what a resolution invalidates. */
export const ADMIN_PAYMENTS_KEY = ['admin', 'payments'] as const;

export type AdminPaymentsParams = { page: number; status: PaymentStatus | undefined };

/** GET /api/admin/payments: the totals per currency and a page of payments, newest first. */
export function fetchAdminPayments({ page, status }: AdminPaymentsParams, signal?: AbortSignal) {
  return apiRequest('/admin/payments', {
    query: { page, pageSize: ADMIN_PAYMENTS_PAGE_SIZE, status },
    schema: AdminPaymentsSchema,
    signal,
  });
}

export function useAdminPayments(params: AdminPaymentsParams) {
  return useQuery({
    queryKey: [...ADMIN_PAYMENTS_KEY, params],
    queryFn: ({ signal }) => fetchAdminPayments(params, signal),
    placeholderData: keepPreviousData,
  });
}
