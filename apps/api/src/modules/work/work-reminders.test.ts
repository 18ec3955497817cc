import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, messages, orderDeliverables, orderSubmissions } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator } from '../../test/factories.ts';
import { linkIn, mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { mailLinksOf } from '../../platform/mail/mail-links.ts';
import { processWorkReminders, WorkReminderWorker } from './work-reminders.service.ts';
import { replaceDeliverableRows } from './work-writes.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("the work's reminders", () => {
  let context: TestContext;
  let counter = 0;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  /** A brand, a campaign and a creator hired on it: one order. */
  async function hiredOrder() {
    counter += 1;
    const brand = await createBrand(context.db, { companyName: 'Hartwell Saddlery' });
    const creator = await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' });
    const campaign = await createCampaignRow(context.db, brand.id, { title: `Saddle Care ${String(counter)}` });
    const now = context.clock.now();
    await context.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired', appliedAt: now, hiredAt: now });
    const ids = { campaignId: campaign.id, creatorId: creator.id };
    const addDeliverable = async (
      title: string,
      dueInMs: number | null,
      status: 'not_started' | 'approved' = 'not_started',
    ) => {
      const [row] = await context.db
        .insert(orderDeliverables)
        .values({ ...ids, title, status, dueAt: dueInMs === null ? null : new Date(now.getTime() + dueInMs) })
        .returning();
      if (!row) throw new Error('No deliverable');
      return row;
    };
    return { brand, creator, campaign, ids, addDeliverable };
  }
  type Order = Awaited<ReturnType<typeof hiredOrder>>;

  /** A version waiting for review since now. */
  async function submit(order: Order, deliverableId: string) {
    const [message] = await context.db
      .insert(messages)
      .values({
        ...order.ids,
        seq: 1,
        senderAccountId: order.creator.id,
        senderType: 'contentCreator',
        content: 'Draft',
      })
      .returning();
    if (!message) throw new Error('No message');
    await context.db
      .update(orderDeliverables)
      .set({ status: 'submitted' })
      .where(eq(orderDeliverables.id, deliverableId));
    await context.db.insert(orderSubmissions).values({
      ...order.ids,
      deliverableId,
      version: 1,
      messageId: message.id,
      createdAt: context.clock.now(),
    });
  }

  /** Moves the clock and runs one pass, as the worker's timer would. */
  async function after(ms: number) {
    context.clock.advance(ms);
    return processWorkReminders({ db: context.db, links: mailLinksOf(context) }, context.clock.now());
  }
  const subjectsTo = async (account: AccountRow) =>
    (await mailsTo(context.db, account.email)).map((mail) => mail.subject);

  it('reminds the creator once, 48 hours before a due date, with a link to the order', async () => {
    const order = await hiredOrder();
    await order.addDeliverable('Instagram reel', 3 * DAY);
    await order.addDeliverable('Three stories', 3 * DAY + HOUR);
    await after(HOUR);
    expect(await subjectsTo(order.creator)).toEqual([]);

    await after(DAY);
    const [mail, ...others] = await mailsTo(context.db, order.creator.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Due soon for ${order.campaign.title}`);
    // Both deliverables are within 48 hours: one e-mail names them.
    expect(mail?.textBody).toContain('Instagram reel');
    expect(mail?.textBody).toContain('Three stories');
    expect(linkIn(mail!, '/orders/')).toBe(`${context.config.publicUrl}/orders/${order.campaign.id}`);

    await after(HOUR);
    expect(await subjectsTo(order.creator)).toHaveLength(1);
  });

  it('tells the creator once when a deliverable becomes overdue', async () => {
    const order = await hiredOrder();
    await order.addDeliverable('Unboxing photo set', 30 * HOUR);
    await after(HOUR);
    expect(await subjectsTo(order.creator)).toEqual([`Due soon for ${order.campaign.title}`]);
    await after(28 * HOUR);
    expect(await subjectsTo(order.creator)).toHaveLength(1);

    await after(2 * HOUR);
    expect(await subjectsTo(order.creator)).toEqual([
      `Overdue for ${order.campaign.title}`,
      `Due soon for ${order.campaign.title}`,
    ]);
    await after(DAY);
    expect(await subjectsTo(order.creator)).toHaveLength(2);
  });

  it('never reminds of an approved deliverable, a closed order or a deliverable without a date', async () => {
    const approved = await hiredOrder();
    await approved.addDeliverable('Approved reel', HOUR, 'approved');
    await approved.addDeliverable('Undated stories', null);
    const closed = await hiredOrder();
    await closed.addDeliverable('Closed reel', HOUR);
    await context.db
      .update(campaignEntries)
      .set({ closedAt: context.clock.now(), closeOutcome: 'cancelled', closeReason: 'Season over' })
      .where(
        and(eq(campaignEntries.campaignId, closed.ids.campaignId), eq(campaignEntries.creatorId, closed.ids.creatorId)),
      );
    await after(HOUR);
    await after(3 * DAY);
    expect(await subjectsTo(approved.creator)).toEqual([]);
    expect(await subjectsTo(closed.creator)).toEqual([]);
  });

  it('reminds the brand once when a submission has waited three days for review', async () => {
    const order = await hiredOrder();
    const reel = await order.addDeliverable('Reel', null);
    await submit(order, reel.id);
    await after(3 * DAY - HOUR);
    expect(await subjectsTo(order.brand)).toEqual([]);

    await after(HOUR);
    const [mail, ...others] = await mailsTo(context.db, order.brand.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Work waiting for your review: ${order.campaign.title}`);
    expect(mail?.textBody).toContain('Ava Sinclair');
    expect(linkIn(mail!, '/orders-influencer/')).toBe(
      `${context.config.publicUrl}/orders-influencer/${order.creator.id}?campaign=${order.campaign.id}`,
    );
    await after(DAY);
    expect(await subjectsTo(order.brand)).toHaveLength(1);
  });

  it('does not remind the brand of a submission it reviewed in time', async () => {
    const order = await hiredOrder();
    const reel = await order.addDeliverable('Reel', null);
    await submit(order, reel.id);
    await after(DAY);
    await context.db
      .update(orderSubmissions)
      .set({ status: 'approved', reviewedAt: context.clock.now() })
      .where(eq(orderSubmissions.deliverableId, reel.id));
    await after(3 * DAY);
    expect(await subjectsTo(order.brand)).toEqual([]);
  });

  it('sends nothing to a blocked creator', async () => {
    const order = await hiredOrder();
    await order.addDeliverable('Reel', HOUR);
    await changeAccountStatus(context.db, order.creator.id, 'blocked', context.clock.now());
    const pass = await after(2 * HOUR);
    expect(pass.skipped).toBeGreaterThan(0);
    expect(await subjectsTo(order.creator)).toEqual([]);
  });

  it('sends each reminder once across restarts and processes', async () => {
    const order = await hiredOrder();
    await order.addDeliverable('Reel', DAY);
    const newWorker = () =>
      new WorkReminderWorker({
        db: context.db,
        clock: context.clock,
        logger: context.logger,
        links: mailLinksOf(context),
      });
    const [first, second] = [newWorker(), newWorker()];
    // Two processes at once: the claims let one of them send.
    await Promise.all([first.processDue(), second.processDue()]);
    expect(await subjectsTo(order.creator)).toHaveLength(1);
    await first.stop();
    await second.stop();
    // A restart: a new worker's first pass finds nothing left to send.
    const restarted = newWorker();
    expect(await restarted.processDue()).toMatchObject({ dueSoon: 0, overdue: 0, review: 0 });
    await restarted.stop();
    expect(await subjectsTo(order.creator)).toHaveLength(1);
  });

  it('reminds again of a deliverable whose due date the brand moved, not of one it kept', async () => {
    const order = await hiredOrder();
    const moved = await order.addDeliverable('Reel', DAY);
    const kept = await order.addDeliverable('Stories', DAY);
    await after(HOUR);
    expect(await subjectsTo(order.creator)).toHaveLength(1);

    const later = new Date(context.clock.now().getTime() + 2 * DAY);
    await replaceDeliverableRows(
      context.db,
      order.ids,
      [
        { id: moved.id, title: moved.title, quantity: null, dueAt: later, position: 0 },
        { id: kept.id, title: kept.title, quantity: null, dueAt: kept.dueAt, position: 1 },
      ],
      context.clock.now(),
    );
    await after(DAY + HOUR);
    // (Stories, kept, is overdue by now: that is its own notice.)
    const dueSoon = (await mailsTo(context.db, order.creator.email)).filter((mail) =>
      mail.subject.startsWith('Due soon'),
    );
    expect(dueSoon).toHaveLength(2);
    const again = dueSoon.filter((mail) => !mail.textBody.includes('Stories'));
    expect(again).toHaveLength(1);
    expect(again[0]?.textBody).toContain('Reel');
  });
});
