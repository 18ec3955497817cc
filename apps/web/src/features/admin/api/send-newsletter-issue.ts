import { NewsletterIssueResponseSchema, type NewsletterIssueRequest } from '@equicreators/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/**
 * POST /api/admin/newsletter/issues: one e-mail per confirmed subscriber (or, for product news,
 * per account that did not turn it off), each with its unsubscribe link; answers how many.
 */
export function sendNewsletterIssue(input: NewsletterIssueRequest) {
  return apiRequest('/admin/newsletter/issues', {
    method: 'POST',
    body: input,
    schema: NewsletterIssueResponseSchema,
  });
}

export function useSendNewsletterIssue() {
  return useMutation({ mutationFn: sendNewsletterIssue });
}
