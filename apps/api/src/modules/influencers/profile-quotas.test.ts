import { ACCOUNT_QUOTAS, type OwnInfluencerProfile, type QuotaRule } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createCreator, createLogin } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { expectRefusedBy, scaledQuota } from '../../test/quotas.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { updatePassword } from '../accounts/accounts.repository.ts';

// Lowers the quotas as the attack suite does, so each is reached in a few requests.
const QUOTA_SCALE = 0.4;
const allowed = (rule: QuotaRule) => scaledQuota(rule, QUOTA_SCALE);
const PASSWORD = 'correct horse battery staple';

describe('quotas of the profile edit and the e-mail change', () => {
  let context: TestContext;
  let counter = 0;
  beforeAll(async () => {
    context = await createTestContext({ env: { QUOTA_SCALE: String(QUOTA_SCALE) } });
  });
  afterAll(() => context.close());

  async function creator() {
    counter += 1;
    const email = `quota${counter}@profile.example`;
    const account = await createCreator(context.db, { email });
    await updatePassword(context.db, account.id, await hashPassword(PASSWORD), context.clock.now());
    return { email, authorization: (await createLogin(context, account)).authorization };
  }
  type Creator = Awaited<ReturnType<typeof creator>>;

  const edit = (who: Creator, values: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = { firstName: 'Ava', lastName: 'Sinclair', email: who.email, currentPassword: PASSWORD, ...values };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return context.app.inject({
      method: 'PUT',
      url: '/api/influencers/profile/edit',
      headers: { authorization: who.authorization },
      payload: form,
    });
  };
  const profileOf = async (who: Creator) =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/api/influencers/profile',
        headers: { authorization: who.authorization },
      })
    ).json<OwnInfluencerProfile>();

  it('counts profile edits per account, and a refused edit saves nothing', async () => {
    const ava = await creator();
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.profileEditsPerAccount); index += 1) {
      expect((await edit(ava, { bio: `Edit ${index}` })).statusCode).toBe(200);
    }
    const before = await profileOf(ava);
    expectRefusedBy(await edit(ava, { bio: 'One too many' }), ACCOUNT_QUOTAS.profileEditsPerAccount);
    expect(await profileOf(ava)).toEqual(before);
    // Another creator edits as usual.
    expect((await edit(await creator(), { bio: 'Hello' })).statusCode).toBe(200);
  });

  it('counts e-mail change requests per account; a refused one records and sends nothing', async () => {
    const ava = await creator();
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.emailChangesPerAccount); index += 1) {
      expect((await edit(ava, { email: `ava.try${index}@profile.example` })).statusCode).toBe(200);
    }
    const before = await profileOf(ava);
    const mailsToOld = (await mailsTo(context.db, ava.email)).length;
    expectRefusedBy(
      await edit(ava, { email: 'ava.too.many@profile.example', bio: 'Changed' }),
      ACCOUNT_QUOTAS.emailChangesPerAccount,
    );
    expect(await profileOf(ava)).toEqual(before);
    expect(await mailsTo(context.db, 'ava.too.many@profile.example')).toHaveLength(0);
    expect(await mailsTo(context.db, ava.email)).toHaveLength(mailsToOld);
    // The rest of the profile can still be saved while the address stays.
    expect((await edit(ava, { email: ava.email, bio: 'Changed' })).statusCode).toBe(200);
  });

  it('counts confirmation links per target address whoever asks, without spending the refused account’s quota', async () => {
    const target = 'popular@profile.example';
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.emailChangesPerAddress); index += 1) {
      expect((await edit(await creator(), { email: target })).statusCode).toBe(200);
    }
    const mateo = await creator();
    expectRefusedBy(await edit(mateo, { email: target }), ACCOUNT_QUOTAS.emailChangesPerAddress);
    expect(await mailsTo(context.db, target)).toHaveLength(allowed(ACCOUNT_QUOTAS.emailChangesPerAddress));
    // Mateo's own count was given back: all of it is still there for other addresses.
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.emailChangesPerAccount); index += 1) {
      expect((await edit(mateo, { email: `mateo.try${index}@profile.example` })).statusCode).toBe(200);
    }
  });

  it('spends no e-mail-change quota on a wrong password', async () => {
    const ava = await creator();
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.emailChangesPerAccount) + 1; index += 1) {
      const response = await edit(ava, { email: 'guessing@profile.example', currentPassword: `guess ${index}` });
      expect(response.statusCode).toBe(403);
    }
    expect((await edit(ava, { email: 'ava.real@profile.example' })).statusCode).toBe(200);
  });
});
