import { randomUUID } from 'node:crypto';
import type { UserType } from '@equicreators/shared';
import type { Database } from '../db/client.ts';
import { insertAccount, type AccountRow } from '../modules/accounts/accounts.repository.ts';
import { insertSession } from '../modules/sessions/sessions.repository.ts';
import { TOKEN_LIFETIME_MS } from '../platform/auth/tokens.ts';
import type { TestContext } from './test-context.ts';

// Not a real hash: these accounts never log in with a password, only through createLogin.
const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash';

/** An account with a unique e-mail address. */
export function createAccount(
  db: Database,
  type: UserType,
  email = `${type}.${randomUUID()}@example.test`,
): Promise<AccountRow> {
  return insertAccount(db, { type, email: email.toLowerCase(), passwordHash: UNUSABLE_PASSWORD_HASH });
}

/** A live session for the account and a token for it, as a login would give. */
export async function createLogin(context: TestContext, account: Pick<AccountRow, 'id' | 'type'>) {
  const expiresAt = new Date(context.clock.now().getTime() + TOKEN_LIFETIME_MS);
  const session = await insertSession(context.db, { accountId: account.id, expiresAt });
  const token = await context.tokens.sign({
    accountId: account.id,
    type: account.type,
    sessionId: session.id,
    expiresAt,
  });
  return { token, sessionId: session.id, authorization: `Bearer ${token}` };
}
