import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../accounts/accounts.repository.ts';
import { findBrand } from '../brands/brands.repository.ts';
import { findCreator } from '../creators/creators.repository.ts';
import { findInvitationByEmail } from '../invitations/invitations.repository.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { registerBrandThroughApi, registerCreatorThroughApi, STRONG_PASSWORD } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { runAdminCommand } from './admin-commands.ts';

describe('npm run admin', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('creates an admin, once', async () => {
    expect(await runAdminCommand(context, ['create-admin', 'Chief@Example.com', STRONG_PASSWORD])).toBe(
      'Admin chief@example.com created.',
    );
    expect(await findAccountByEmail(context.db, 'admin', 'chief@example.com')).not.toBeNull();
    await expect(runAdminCommand(context, ['create-admin', 'chief@example.com', STRONG_PASSWORD])).rejects.toThrow(
      'already exists',
    );
    await expect(runAdminCommand(context, ['create-admin', 'weak@example.com', 'password'])).rejects.toThrow(
      /at least 8|common/,
    );
  });

  it('invites a creator and e-mails the invitation', async () => {
    expect(await runAdminCommand(context, ['invite', 'new.rider@example.com'])).toBe(
      'Invitation sent to new.rider@example.com.',
    );
    expect(await findInvitationByEmail(context.db, 'new.rider@example.com')).not.toBeNull();
    expect((await latestMailTo(context.db, 'new.rider@example.com')).subject).toBe(
      'You are invited to join EquiCreators',
    );
  });

  it('verifies a creator and marks a brand as paid', async () => {
    const creator = await registerCreatorThroughApi(context, { email: 'cli.creator@example.com' });
    const brand = await registerBrandThroughApi(context, { email: 'cli.brand@example.com' });
    await runAdminCommand(context, ['verify', creator.email]);
    await runAdminCommand(context, ['mark-paid', brand.email]);
    expect((await findCreator(context.db, creator.id))?.verified).toBe(true);
    expect((await findBrand(context.db, brand.id))?.payment).toBe(true);
  });

  it('says clearly when an address is unknown or malformed, or the command is', async () => {
    await expect(runAdminCommand(context, ['verify', 'ghost@example.com'])).rejects.toThrow(
      'No content creator account uses ghost@example.com.',
    );
    await expect(runAdminCommand(context, ['mark-paid', 'ghost@example.com'])).rejects.toThrow(
      'No brand account uses ghost@example.com.',
    );
    await expect(runAdminCommand(context, ['invite', 'not-an-address'])).rejects.toThrow(
      'not-an-address is not an e-mail address.',
    );
    await expect(runAdminCommand(context, ['dance', 'a@example.com'])).rejects.toThrow('Unknown command "dance"');
    await expect(runAdminCommand(context, [])).rejects.toThrow('Usage: npm run admin');
  });
});
