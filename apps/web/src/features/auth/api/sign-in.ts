import { hasThreeTokenParts, type UserType } from '@equicreators/shared';
import { fetchOwnProfile } from '@/lib/account/own-account';
import { ApiError } from '@/lib/http/api-client';
import { clearSession, saveLastLoginType, saveSession } from '@/lib/session/session';
import { LOGIN_FAILED_MESSAGE } from '../login-messages';
import { login } from './login';

export type SignInOutcome =
  | { status: 'signed-in'; type: UserType; deletionCancelled: boolean }
  | { status: 'ignored' }
  | { status: 'failed'; message: string };

/**
 * Logs in and stores the session with the user's id and first name from their own profile (spec
 * §3). The server may sign in the other partner type's account when the password is that one's
 * (docs/decisions/025): the session, the profile and the area are then that type's, and the type
 * is remembered for the next login. Loaded by the login page on submit, with the contracts. The area
 * then loads as a page of its own (decision 012), so nothing is kept for it in a data cache here.
 */
export async function signIn(input: { type: UserType; email: string; password: string }): Promise<SignInOutcome> {
  let token: string;
  let type: UserType;
  let deletionCancelled: boolean | undefined;
  try {
    ({ token, type, deletionCancelled } = await login(input));
  } catch (error) {
    return {
      status: 'failed',
      message: error instanceof ApiError && error.message ? error.message : LOGIN_FAILED_MESSAGE,
    };
  }
  // Spec §4: a token without exactly three parts stops the login silently.
  if (!hasThreeTokenParts(token)) return { status: 'ignored' };
  saveSession({ token, type });
  try {
    const profile = await fetchOwnProfile(type);
    saveSession({ id: profile._id, firstName: profile.firstName });
  } catch {
    clearSession();
    return { status: 'failed', message: LOGIN_FAILED_MESSAGE };
  }
  saveLastLoginType(type);
  // A login within a deletion's grace period cancelled it (issue 34): the area says so.
  return { status: 'signed-in', type, deletionCancelled: deletionCancelled === true };
}
