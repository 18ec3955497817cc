import { signUnsubscribeToken } from '../../platform/mail/unsubscribe-token.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * The cells of mail one can stop (issue 34): every signed-in account reads and changes its own
 * preferences; the unsubscribe link and the newsletter's confirmation work without login (a link
 * of the brand owner's, and an unknown confirmation token, which answers politely); only an admin
 * sends an issue.
 */
export const MAIL_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/account/email-preferences': { build: () => ({ url: '/api/account/email-preferences' }) },
  'PUT /api/account/email-preferences': {
    build: () => ({ url: '/api/account/email-preferences', payload: { product_news: false } }),
  },
  'GET /api/unsubscribe': {
    build: (world, context) => ({ url: `/api/unsubscribe?token=${ownersToken(world.brandOwner.id, context)}` }),
  },
  'POST /api/unsubscribe': {
    build: (world, context) => ({
      url: `/api/unsubscribe?token=${ownersToken(world.brandOwner.id, context)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'POST /api/newsletter/confirm': {
    build: () => ({ url: '/api/newsletter/confirm', payload: { token: 'an-unknown-confirmation-token' } }),
  },
  'POST /api/admin/newsletter/issues': {
    build: () => ({ url: '/api/admin/newsletter/issues', payload: { subject: 'Winter issue', body: 'Hello.' } }),
  },
};

function ownersToken(accountId: string, context: Parameters<RequestPlan['build']>[1]): string {
  return encodeURIComponent(
    signUnsubscribeToken(context.secrets, { recipient: { accountId }, category: 'product_news' }),
  );
}
