import { randomUUID } from 'node:crypto';
import { updatePassword } from '../../modules/accounts/accounts.repository.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { accountDeletions } from '../../db/schema/index.ts';
import { createCreator } from '../factories.ts';
import { STRONG_PASSWORD } from '../signup.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * "Delete my account" and the admins' erasure on request (issue 34): brands and creators manage
 * their own request (a fresh world, since scheduling ends the caller's sessions); the e-mailed
 * link's confirmation is open to whoever holds a token; erasing on request is the admins'.
 */
export const DELETION_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/account/deletion': { build: () => ({ url: '/api/account/deletion' }) },
  'POST /api/account/deletion': {
    fresh: true,
    build: async (world, context, _extras, principal) => {
      if (principal !== 'anonymous') {
        const hash = await hashPassword(STRONG_PASSWORD);
        await updatePassword(context.db, world[principal].id, hash, context.clock.now());
      }
      return { url: '/api/account/deletion', payload: { password: STRONG_PASSWORD } };
    },
  },
  'DELETE /api/account/deletion': { build: () => ({ url: '/api/account/deletion' }) },
  'POST /api/account/deletion/confirm': {
    build: async (_world, context) => {
      const token = randomUUID();
      const account = await createCreator(context.db);
      const now = context.clock.now();
      await context.db.insert(accountDeletions).values({
        accountId: account.id,
        state: 'awaiting_confirmation',
        requestedBy: 'self',
        confirmTokenHash: context.secrets.hash('account-deletion-confirm', token),
        confirmExpiresAt: new Date(now.getTime() + 60 * 60_000),
        requestedAt: now,
      });
      return { url: '/api/account/deletion/confirm', payload: { token } };
    },
  },
  'POST /api/admin/accounts/{accountId}/erasure': {
    build: async (_world, context) => {
      const account = await createCreator(context.db);
      return { url: `/api/admin/accounts/${account.id}/erasure`, payload: { reason: 'Asked by e-mail' } };
    },
  },
  'GET /api/admin/account-erasures': { build: () => ({ url: '/api/admin/account-erasures' }) },
};
