import type { MessageResponse } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/** POST /api/newsletter/confirm: the token of the e-mailed link confirms the subscription (double opt-in). */
export async function confirmNewsletter(token: string): Promise<string> {
  // Our own server's answer (MessageResponseSchema); not parsed, to keep zod off this public page.
  const answer = (await apiRequest('/newsletter/confirm', { method: 'POST', body: { token } })) as MessageResponse;
  return answer.message;
}
