import { ACCOUNT_DELETION_RULES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDeletions, accounts } from '../../db/schema/index.ts';
import { latestMailTo, linkIn } from '../../test/outbox.ts';
import { randomClientAddress, registerCreatorThroughApi, STRONG_PASSWORD } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { claimDueErasures } from './account-deletion.repository.ts';
import { ERASURE_TASK_RULES, processDueErasures, type EraseFunction } from './account-erasure-task.service.ts';
import { cancelAccountDeletion, DELETION_MESSAGES, type DeletionStatus } from './account-deletion.service.ts';

const DAY_MS = 24 * 60 * 60_000;

/** "Delete my account": the request, its confirmation, the grace period and the durable erasure (issue 34). */
describe('deleting an account', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  let count = 0;
  async function creator() {
    count += 1;
    const email = `leaving.${count}@deletion.example`;
    const { id } = await registerCreatorThroughApi(context, { email });
    return { id, email, authorization: await login(email) };
  }
  async function login(email: string) {
    const response = await loginAnswer(email);
    expect(response.statusCode).toBe(200);
    return `Bearer ${response.json<{ token: string }>().token}`;
  }
  const loginAnswer = (email: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/influencers/login',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: randomClientAddress(),
    });
  const ask = (authorization: string, password = STRONG_PASSWORD) =>
    context.app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: { authorization },
      payload: { password },
    });
  const status = (authorization: string) =>
    context.app.inject({ method: 'GET', url: '/api/account/deletion', headers: { authorization } });
  const confirm = (token: string) =>
    context.app.inject({ method: 'POST', url: '/api/account/deletion/confirm', payload: { token } });
  const rowsOf = (accountId: string) =>
    context.db.select().from(accountDeletions).where(eq(accountDeletions.accountId, accountId));
  const tokenIn = async (email: string) =>
    new URL(linkIn(await latestMailTo(context.db, email), '/account/delete/confirm')).searchParams.get('token') ?? '';
  /** An erase that records its calls, for the task's side of the work. */
  const fakeErase = () => vi.fn<EraseFunction>(async () => undefined);

  it('refuses a wrong password with a clear message and counts it as a failed login', async () => {
    const person = await creator();
    const response = await ask(person.authorization, 'Not-my-password-1');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(DELETION_MESSAGES.wrongPassword);
    const [account] = await context.db.select().from(accounts).where(eq(accounts.id, person.id));
    expect(account?.failedLoginAttempts).toBe(1);
    expect(await rowsOf(person.id)).toHaveLength(0);
  });

  it('schedules in 14 days after a recent login, e-mails the date and ends every session', async () => {
    const person = await creator();
    const now = context.clock.now();
    const response = await ask(person.authorization);
    expect(response.statusCode).toBe(200);
    const eraseAfter = new Date(now.getTime() + ACCOUNT_DELETION_RULES.graceDays * DAY_MS).toISOString();
    expect(response.json()).toEqual({ state: 'scheduled', eraseAfter });
    const mail = await latestMailTo(context.db, person.email);
    expect(mail.subject).toBe('Your EquiCreators account will be deleted');
    expect(mail.category).toBe('essential');
    expect(mail.textBody).toMatch(/Log in before \d{1,2} \w+ \d{4}\D+\d\d:\d\d UTC to cancel/);
    expect((await status(person.authorization)).statusCode).toBe(401);
    const [row] = await rowsOf(person.id);
    expect(row).toMatchObject({ state: 'scheduled', requestedBy: 'self', confirmTokenHash: null });
  });

  it('cancels when the person logs in within the grace period, says so in the login and by e-mail', async () => {
    const person = await creator();
    await ask(person.authorization);
    context.clock.advance(3 * DAY_MS);
    const answer = await loginAnswer(person.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().deletionCancelled).toBe(true);
    const [row] = await rowsOf(person.id);
    expect(row?.state).toBe('cancelled');
    expect(row?.cancelledAt?.toISOString()).toBe(context.clock.now().toISOString());
    expect((await latestMailTo(context.db, person.email)).subject).toBe(
      'Your EquiCreators account will not be deleted',
    );
    const authorization = `Bearer ${answer.json<{ token: string }>().token}`;
    expect((await status(authorization)).json()).toEqual({ state: 'none', eraseAfter: null });
    // An ordinary login after that says nothing.
    expect((await loginAnswer(person.email)).json().deletionCancelled).toBeUndefined();

    context.clock.advance(12 * DAY_MS);
    const erase = fakeErase();
    await processDueErasures(context, { erase });
    expect(erase).not.toHaveBeenCalledWith(expect.anything(), person.id);
  });

  it('asks a session whose login is not recent to confirm by an e-mailed link that works once, for 24 hours', async () => {
    const person = await creator();
    context.clock.advance((ACCOUNT_DELETION_RULES.recentLoginMinutes + 1) * 60_000);
    const response = await ask(person.authorization);
    expect(response.json()).toEqual({ state: 'awaiting_confirmation', eraseAfter: null });
    const mail = await latestMailTo(context.db, person.email);
    expect(mail.subject).toBe('Confirm the deletion of your EquiCreators account');
    expect(mail.category).toBe('essential');
    const token = await tokenIn(person.email);
    expect(response.body).not.toContain(token);
    // Still logged in until the confirmation: the session sees the waiting request.
    expect((await status(person.authorization)).json().state).toBe('awaiting_confirmation');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().state).toBe('scheduled');
    expect((await latestMailTo(context.db, person.email)).subject).toBe('Your EquiCreators account will be deleted');
    expect((await status(person.authorization)).statusCode).toBe(401);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELETION_MESSAGES.invalidLink);
  });

  it('refuses a confirmation link after 24 hours, and a new request sends a new link', async () => {
    const person = await creator();
    context.clock.advance(2 * 60 * 60_000);
    await ask(person.authorization);
    const stale = await tokenIn(person.email);
    context.clock.advance(ACCOUNT_DELETION_RULES.confirmLinkHours * 60 * 60_000 + 1);
    expect((await confirm(stale)).statusCode).toBe(400);
    await ask(person.authorization);
    const fresh = await tokenIn(person.email);
    expect(fresh).not.toBe(stale);
    expect((await confirm(stale)).statusCode).toBe(400);
    expect((await confirm(fresh)).json().state).toBe('scheduled');
    expect(await rowsOf(person.id)).toHaveLength(1);
  });

  it('lets a still-live session cancel a request', async () => {
    const person = await creator();
    context.clock.advance(2 * 60 * 60_000);
    await ask(person.authorization);
    const token = await tokenIn(person.email);
    const cancelled = await context.app.inject({
      method: 'DELETE',
      url: '/api/account/deletion',
      headers: { authorization: person.authorization },
    });
    expect(cancelled.json()).toEqual({ state: 'none', eraseAfter: null });
    expect((await rowsOf(person.id))[0]?.state).toBe('cancelled');
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('erases once the 14 days have passed, not at 13, and marks the row erased', async () => {
    const person = await creator();
    await ask(person.authorization);
    const erase = fakeErase();
    context.clock.advance(13 * DAY_MS);
    await processDueErasures(context, { erase });
    expect(erase).not.toHaveBeenCalledWith(expect.anything(), person.id);
    expect((await rowsOf(person.id))[0]?.state).toBe('scheduled');

    context.clock.advance(DAY_MS);
    await processDueErasures(context, { erase });
    expect(erase.mock.calls.filter(([, accountId]) => accountId === person.id)).toHaveLength(1);
    const [row] = await rowsOf(person.id);
    expect(row?.state).toBe('erased');
    expect(row?.erasedAt?.toISOString()).toBe(context.clock.now().toISOString());
    await processDueErasures(context, { erase });
    expect(erase.mock.calls.filter(([, accountId]) => accountId === person.id)).toHaveLength(1);
  });

  it('does not let a login after the grace period stop the erasure', async () => {
    const person = await creator();
    await ask(person.authorization);
    context.clock.advance(ACCOUNT_DELETION_RULES.graceDays * DAY_MS + 60_000);
    expect((await loginAnswer(person.email)).json().deletionCancelled).toBeUndefined();
    expect((await rowsOf(person.id))[0]?.state).toBe('scheduled');
    await processDueErasures(context, { erase: fakeErase() });
    expect((await rowsOf(person.id))[0]?.state).toBe('erased');
  });

  it('retries an erasure that failed mid-way, after a backoff, and counts the failure', async () => {
    const person = await creator();
    await ask(person.authorization);
    context.clock.advance(ACCOUNT_DELETION_RULES.graceDays * DAY_MS + 60_000);
    const crashing = vi.fn<EraseFunction>(async () => {
      throw new Error('storage went away');
    });
    expect((await processDueErasures(context, { erase: crashing })).failed).toBeGreaterThanOrEqual(1);
    let [row] = await rowsOf(person.id);
    expect(row).toMatchObject({ state: 'scheduled', attempts: 1, lastError: 'storage went away' });

    const erase = fakeErase();
    await processDueErasures(context, { erase });
    expect(erase).not.toHaveBeenCalledWith(expect.anything(), person.id);
    context.clock.advance(2 * 60_000);
    await processDueErasures(context, { erase });
    expect(erase).toHaveBeenCalledWith(expect.anything(), person.id);
    [row] = await rowsOf(person.id);
    expect(row).toMatchObject({ state: 'erased', attempts: 1, lastError: null });
  });

  it('takes again, after its lease, an erasure whose process died mid-way (a restart)', async () => {
    const person = await creator();
    await ask(person.authorization);
    context.clock.advance(ACCOUNT_DELETION_RULES.graceDays * DAY_MS + 60_000);
    // A process claims the row and dies before erasing or marking it.
    const now = context.clock.now();
    const claimed = await claimDueErasures(context.db, {
      now,
      leaseUntil: new Date(now.getTime() + ERASURE_TASK_RULES.leaseMinutes * 60_000),
      limit: 100,
    });
    expect(claimed.map((row) => row.accountId)).toContain(person.id);
    const erase = fakeErase();
    await processDueErasures(context, { erase });
    expect(erase).not.toHaveBeenCalledWith(expect.anything(), person.id);
    context.clock.advance(ERASURE_TASK_RULES.leaseMinutes * 60_000);
    await processDueErasures(context, { erase });
    expect(erase).toHaveBeenCalledWith(expect.anything(), person.id);
    expect((await rowsOf(person.id))[0]?.state).toBe('erased');
  });

  it('lets no cancel stop an erasure a task has under way', async () => {
    const person = await creator();
    await ask(person.authorization);
    context.clock.advance(ACCOUNT_DELETION_RULES.graceDays * DAY_MS + 60_000);
    let answerMeanwhile: DeletionStatus | null = null;
    const erase = vi.fn<EraseFunction>(async (_context, accountId) => {
      if (accountId === person.id) answerMeanwhile = await cancelAccountDeletion(context, person.id);
    });
    await processDueErasures(context, { erase });
    expect(answerMeanwhile).toMatchObject({ state: 'scheduled' });
    expect((await rowsOf(person.id))[0]?.state).toBe('erased');
  });

  it('erases each due row once when several passes run at the same time', async () => {
    const people = [await creator(), await creator(), await creator()];
    for (const person of people) await ask(person.authorization);
    context.clock.advance(ACCOUNT_DELETION_RULES.graceDays * DAY_MS + 60_000);
    const erase = fakeErase();
    await Promise.all([processDueErasures(context, { erase }), processDueErasures(context, { erase })]);
    for (const person of people) {
      expect(erase.mock.calls.filter(([, accountId]) => accountId === person.id)).toHaveLength(1);
    }
  });

  it('is for brands and creators only', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/account/deletion' });
    expect(response.statusCode).toBe(401);
  });
});
