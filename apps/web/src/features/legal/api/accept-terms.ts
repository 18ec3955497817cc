import { OwnTermsSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAccountKeys } from '@/lib/account/own-account';
import { apiRequest } from '@/lib/http/api-client';

/** POST /api/account/terms: accepts the version the server says is in force (the one /terms shows). */
function acceptTerms(version: string) {
  return apiRequest('/account/terms', { method: 'POST', body: { version }, schema: OwnTermsSchema });
}

/** Accepting stores the answer as the caller's terms, so every screen reading them follows at once. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (terms) => queryClient.setQueryData(ownAccountKeys.terms, terms),
  });
}
