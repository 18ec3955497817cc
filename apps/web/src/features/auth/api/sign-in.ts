import { hasThreeTokenParts, type UserType } from '@equicreators/shared';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, saveSession } from '@/lib/session';
import { LOGIN_FAILED_MESSAGE } from '../login-messages';
import { fetchOwnProfile, ownProfileQueryKey } from './get-own-profile';
import { login } from './login';

export type SignInOutcome = { status: 'signed-in' } | { status: 'ignored' } | { status: 'failed'; message: string };

/**
 * Logs in, stores the session and puts the user's own profile in the data cache for the area
 * they land in. Loaded by the login page on submit, with the contracts and the cache.
 */
export async function signIn(input: { type: UserType; email: string; password: string }): Promise<SignInOutcome> {
  let token: string;
  try {
    token = (await login(input)).token;
  } catch (error) {
    return {
      status: 'failed',
      message: error instanceof ApiError && error.message ? error.message : LOGIN_FAILED_MESSAGE,
    };
  }
  // Spec §4: a token without exactly three parts stops the login silently.
  if (!hasThreeTokenParts(token)) return { status: 'ignored' };
  saveSession({ token, type: input.type });
  try {
    const profile = await queryClient.fetchQuery({
      queryKey: ownProfileQueryKey(input.type),
      queryFn: ({ signal }) => fetchOwnProfile(input.type, signal),
    });
    saveSession({ id: profile._id, firstName: profile.firstName });
  } catch {
    clearSession();
    return { status: 'failed', message: LOGIN_FAILED_MESSAGE };
  }
  return { status: 'signed-in' };
}
