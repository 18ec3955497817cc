import { MessageResponseSchema, type ContactRequest } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/** DECISIONS: the contact form posts to our own API (stored, e-mailed to support). */
export function sendContactMessage(input: ContactRequest) {
  return apiRequest('/contact', { method: 'POST', body: input, schema: MessageResponseSchema });
}
