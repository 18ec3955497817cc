import { apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { clearSession } from '@/lib/session/session';

/** How opening the link ended, in the server's words: the e-mail changed, or why it did not. */
export type EmailConfirmation = { isConfirmed: boolean; message: string };

/**
 * POST /api/influencers/confirm-email: the token of the e-mailed link changes the login address.
 * The answer is read without the shared zod contracts, which would weigh more than this whole
 * public page; its message is INFLUENCER_MESSAGES.emailChanged.
 */
export async function confirmEmail(token: string): Promise<EmailConfirmation> {
  try {
    const answer = await apiRequest('/influencers/confirm-email', { method: 'POST', body: { token } });
    const message =
      typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
        ? answer.message
        : 'Your new address is confirmed.';
    // The change ended every session of the account (issue 18), this browser's included.
    clearSession();
    return { isConfirmed: true, message };
  } catch (error) {
    return { isConfirmed: false, message: errorMessage(error) };
  }
}

// One request per token for the life of the page: the link works once, so React's second run of an
// effect or render in development (strict mode) must reuse the first answer, never send it again.
const confirmations = new Map<string, Promise<EmailConfirmation>>();

/** The confirmation of this token, sent on the first call and shared by every later one. */
export function confirmEmailOnce(token: string): Promise<EmailConfirmation> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmail(token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}
