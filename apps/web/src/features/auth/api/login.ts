import { LoginResponseSchema, type UserType } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

const LOGIN_PATHS: Record<UserType, string> = {
  brand: '/brands/login',
  contentCreator: '/influencers/login',
  admin: '/admin/login',
};

/** Spec §7: POST /api/brands/login or /api/influencers/login with email, password and type. */
export function login(input: { type: UserType; email: string; password: string }) {
  return apiRequest(LOGIN_PATHS[input.type], { method: 'POST', body: input, schema: LoginResponseSchema });
}
