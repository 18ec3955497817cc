import {
  BrandRegistrationResponseSchema,
  MessageResponseSchema,
  RegistrationResponseSchema,
  type BrandRegistration,
  type CreatorRegistration,
  type PartnerType,
} from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/** Spec §7: POST /api/influencers/sendcode (for both roles; creators only when invited). */
export function sendAuthCode(input: { email: string; type: PartnerType }) {
  return apiRequest('/influencers/sendcode', { method: 'POST', body: input, schema: MessageResponseSchema });
}

/** Spec §7: POST /api/influencers, 201 on success. */
export function registerCreator(input: CreatorRegistration) {
  return apiRequest('/influencers', { method: 'POST', body: input, schema: RegistrationResponseSchema });
}

/** Spec §7: POST /api/brands, 201 on success, with the new brand's session (issue 46). */
export function registerBrand(input: BrandRegistration) {
  return apiRequest('/brands', { method: 'POST', body: input, schema: BrandRegistrationResponseSchema });
}
