import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox, newsletterSubscriptions, sessions } from '../../db/schema/index.ts';
import { createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { eraseAccount } from './account-erasure.service.ts';

describe('erasing one of two accounts of one address', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it("keeps what the other account holds by that address, and refuses to erase an admin's", async () => {
    const email = 'both.sides@example.test';
    const creator = await createCreator(context.db, { email });
    const brand = await createBrand(context.db, { email });
    await createLogin(context, brand);
    await context.db.insert(newsletterSubscriptions).values({ email, status: 'confirmed' });
    await context.db.insert(mailOutbox).values({ toAddress: email, subject: 'Your plan', textBody: 'Renewed.' });

    expect(await eraseAccount(context, creator.id)).toEqual({ erased: true, filesLeft: 0 });

    expect(
      await context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    ).toHaveLength(1);
    expect(await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(1);
    const [kept] = await context.db.select().from(accounts).where(eq(accounts.id, brand.id));
    expect(kept).toMatchObject({ email, status: 'active', erasedAt: null });
    expect(await context.db.select().from(sessions).where(eq(sessions.accountId, brand.id))).toHaveLength(1);

    const [admin] = await context.db
      .insert(accounts)
      .values({ type: 'admin', email: 'an.admin@example.test', passwordHash: 'x' })
      .returning();
    await expect(eraseAccount(context, admin!.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
