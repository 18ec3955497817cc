import { MessageResponseSchema, type UserType } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/** Spec §7: POST /api/fp/forgot-password; the answer is a message shown as a success toast. */
export function requestPasswordReset(input: { email: string; type: UserType }) {
  return apiRequest('/fp/forgot-password', { method: 'POST', body: input, schema: MessageResponseSchema });
}

export function resetPassword(input: { token: string; password: string }) {
  return apiRequest('/fp/reset-password', { method: 'POST', body: input, schema: MessageResponseSchema });
}
