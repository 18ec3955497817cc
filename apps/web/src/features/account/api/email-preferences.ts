import {
  EmailPreferencesResponseSchema,
  type EmailPreferencesResponse,
  type UpdateEmailPreferencesRequest,
} from '@equicreators/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

const EMAIL_PREFERENCES_KEY = ['account', 'email-preferences'] as const;

/** GET /api/account/email-preferences: every category, on or off (essential always on). */
export function useEmailPreferences() {
  return useQuery({
    queryKey: EMAIL_PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/account/email-preferences', { schema: EmailPreferencesResponseSchema, signal }),
  });
}

/** PUT /api/account/email-preferences: the answer is the new state, written straight into the cache. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateEmailPreferencesRequest) =>
      apiRequest('/account/email-preferences', {
        method: 'PUT',
        body: changes,
        schema: EmailPreferencesResponseSchema,
      }),
    onSuccess: (preferences: EmailPreferencesResponse) => queryClient.setQueryData(EMAIL_PREFERENCES_KEY, preferences),
  });
}
