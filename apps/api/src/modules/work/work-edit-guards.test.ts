import { ACCOUNT_QUOTAS, type OrderWork } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, orderDeliverables, orderRatings } from '../../db/schema/index.ts';
import { createTestOrder } from '../../test/completed-orders.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createOrderCast, workCalls } from '../../test/order-work.ts';
import { expectRefusedBy } from '../../test/quotas.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { LiveSignal } from '../live/live-bus.ts';
import { mailLinksOf } from '../../platform/mail/mail-links.ts';
import { processWorkReminders } from './work-reminders.service.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Issue 28, item 3: editing an order's deliverables and a rating is bounded. No due date before
 * today, a reminder at most once a day per deliverable whatever its edits, a quota per order and
 * account, and an edit that changes nothing writes and tells nothing.
 */
describe('the guards on editing the work', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  async function newOrder() {
    const cast = await createOrderCast(context);
    const calls = workCalls(context, cast);
    const [creator] = await context.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, cast.hired.id));
    if (!creator) throw new Error('No creator');
    return { cast, calls, creatorEmail: creator.email };
  }
  const titlesOf = (work: OrderWork) => work.deliverables.map((item) => item.title);
  /** The day `offset` (like '-12:00') is on at the clock's now, as 'YYYY-MM-DD', moved by `days`. */
  const dayAt = (offsetMinutes: number, days = 0) =>
    new Date(context.clock.now().getTime() + offsetMinutes * MINUTE + days * DAY).toISOString().slice(0, 10);
  const remind = () => processWorkReminders({ db: context.db, links: mailLinksOf(context) }, context.clock.now());
  const workSignalsOf = (signals: LiveSignal[], campaignId: string) =>
    signals.filter((signal) => signal.kind === 'work' && signal.campaignId === campaignId);
  const liveSignals = () => {
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));
    return { signals, unsubscribe };
  };

  describe('due dates', () => {
    it('refuses a due date before today with 400 and changes nothing', async () => {
      const { calls } = await newOrder();
      const phishing = { title: 'Claim your fee at https://evil.example/pay', dueAt: '2020-01-01T23:59:59Z' };
      const refused = await calls.replace({ deliverables: [phishing] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'deliverables.0.dueAt', message: expect.stringContaining('today') }],
      });
      expect(titlesOf(await calls.work())).toEqual(['Instagram reel', 'Three stories']);
    });

    it('reads today in the zone the brand sent: its end is fine, the day before is past', async () => {
      const { calls } = await newOrder();
      // UTC−12, the last zone where a day ends, and UTC+14, the first.
      for (const [offset, minutes] of [
        ['-12:00', -12 * 60],
        ['+14:00', 14 * 60],
        ['Z', 0],
      ] as const) {
        const today = `${dayAt(minutes)}T23:59:59${offset}`;
        const yesterday = `${dayAt(minutes, -1)}T23:59:59${offset}`;
        const late = await calls.replace({ deliverables: [{ title: `Reel ${offset}`, dueAt: yesterday }] });
        expect(late.statusCode, yesterday).toBe(400);
        const onTime = await calls.replace({ deliverables: [{ title: `Reel ${offset}`, dueAt: today }] });
        expect(onTime.statusCode, today).toBe(200);
      }
    });

    it('keeps a date that has passed on a deliverable the edit leaves alone, and refuses moving it into the past', async () => {
      const { cast, calls } = await newOrder();
      const past = new Date('2026-01-31T23:59:59Z');
      await context.db
        .update(orderDeliverables)
        .set({ dueAt: past })
        .where(and(eq(orderDeliverables.campaignId, cast.campaign.id), eq(orderDeliverables.title, 'Instagram reel')));
      const [reel, stories] = (await calls.work()).deliverables;
      const kept = await calls.replace({
        deliverables: [
          { id: reel!.id, title: 'Instagram reel (60 s)', dueAt: past.toISOString() },
          { id: stories!.id, title: 'Three stories', quantity: 3 },
        ],
      });
      expect(kept.statusCode).toBe(200);
      const moved = await calls.replace({
        deliverables: [{ id: reel!.id, title: 'Instagram reel (60 s)', dueAt: '2026-01-30T23:59:59Z' }],
      });
      expect(moved.statusCode).toBe(400);
      // A new deliverable cannot take the old date either.
      const copied = await calls.replace({ deliverables: [{ title: 'Another reel', dueAt: past.toISOString() }] });
      expect(copied.statusCode).toBe(400);
      expect(titlesOf(await calls.work())).toEqual(['Instagram reel (60 s)', 'Three stories']);
    });
  });

  describe('reminders', () => {
    it('sends an overdue notice at most once a day, however often the date moves', async () => {
      const { calls, creatorEmail } = await newOrder();
      const overdueMails = async () =>
        (await mailsTo(context.db, creatorEmail)).filter((mail) => mail.subject.startsWith('Overdue'));
      const moveDue = async (title: string) => {
        const [reel] = (await calls.work()).deliverables;
        const dueAt = new Date(context.clock.now().getTime() + HOUR).toISOString();
        const response = await calls.replace({ deliverables: [{ id: reel!.id, title, dueAt }] });
        expect(response.statusCode).toBe(200);
      };
      await moveDue('Instagram reel');
      context.clock.advance(2 * HOUR);
      await remind();
      expect(await overdueMails()).toHaveLength(1);
      // Two more moves, each overdue in turn, within the day: no more e-mails.
      for (const title of ['Instagram reel, again', 'Instagram reel, once more']) {
        await moveDue(title);
        context.clock.advance(2 * HOUR);
        await remind();
      }
      expect(await overdueMails()).toHaveLength(1);
      // A day after the notice, the last move earns its own.
      context.clock.advance(DAY);
      await remind();
      expect(await overdueMails()).toHaveLength(2);
    });

    it('writes a title that looks like a link as plain text, never a link, in the e-mail', async () => {
      const { calls, creatorEmail } = await newOrder();
      const dueAt = new Date(context.clock.now().getTime() + HOUR).toISOString();
      const title = 'Claim at https://evil.example/pay or www.evil.example <a href="x">here</a>';
      expect((await calls.replace({ deliverables: [{ title, dueAt }] })).statusCode).toBe(200);
      context.clock.advance(2 * HOUR);
      await remind();
      const [mail] = (await mailsTo(context.db, creatorEmail)).filter((item) => item.subject.startsWith('Overdue'));
      for (const body of [mail!.textBody, mail!.htmlBody ?? '']) {
        expect(body).not.toContain('https://evil.example');
        expect(body).not.toContain('www.evil.example');
        expect(body).toContain('evil[.]example');
      }
      expect(mail!.htmlBody).not.toContain('<a href="x">');
      expect(mail!.htmlBody).toContain('&lt;a href=');
    });
  });

  describe('quotas', () => {
    it('refuses a burst of deliverable edits of one order with 429 and Retry-After', async () => {
      const { calls } = await newOrder();
      const answers = [];
      for (let index = 0; index < 40; index += 1) {
        answers.push(await calls.replace({ deliverables: [{ title: `Reel, take ${String(index)}` }] }));
      }
      const passed = answers.filter((answer) => answer.statusCode === 200).length;
      expect(passed).toBe(ACCOUNT_QUOTAS.deliverableEditsPerOrder.points);
      expectRefusedBy(answers[passed]!, ACCOUNT_QUOTAS.deliverableEditsPerOrder);
      expect(titlesOf(await calls.work())).toEqual([`Reel, take ${String(passed - 1)}`]);
    });

    it('refuses a burst of rating edits of one order with 429 and Retry-After', async () => {
      const order = await createTestOrder(context);
      const answers = [];
      for (let index = 0; index < 60; index += 1) {
        answers.push(
          await context.app.inject({
            method: 'PUT',
            url: order.ratingUrl,
            headers: { authorization: order.brand.authorization },
            payload: { stars: 1 + (index % 5), review: `Take ${String(index)}` },
          }),
        );
      }
      const passed = answers.filter((answer) => answer.statusCode < 300).length;
      expect(passed).toBe(ACCOUNT_QUOTAS.ratingEditsPerOrder.points);
      expectRefusedBy(answers[passed]!, ACCOUNT_QUOTAS.ratingEditsPerOrder);
      // The creator's own rating of the same order is another count.
      const byCreator = await context.app.inject({
        method: 'PUT',
        url: order.ratingUrl,
        headers: { authorization: order.creator.authorization },
        payload: { stars: 5 },
      });
      expect(byCreator.statusCode).toBe(201);
    });
  });

  describe('an edit that changes nothing', () => {
    it('writes no deliverable and raises no signal', async () => {
      const { cast, calls } = await newOrder();
      const [reel, stories] = (await calls.work()).deliverables;
      const dueAt = `${dayAt(0, 3)}T23:59:59Z`;
      const list = {
        deliverables: [
          { id: reel!.id, title: 'Instagram reel', dueAt },
          { id: stories!.id, title: 'Three stories', quantity: 3 },
        ],
      };
      let raised = 0;
      context.changes.subscribe('campaigns', () => (raised += 1));
      const { signals, unsubscribe } = liveSignals();
      expect((await calls.replace(list)).statusCode).toBe(200);
      expect(raised).toBe(1);
      const rows = () =>
        context.db
          .select({ id: orderDeliverables.id, updatedAt: orderDeliverables.updatedAt })
          .from(orderDeliverables)
          .where(eq(orderDeliverables.campaignId, cast.campaign.id));
      const before = await rows();
      context.clock.advance(MINUTE);

      const same = await calls.replace({
        deliverables: [
          { id: reel!.id, title: ' Instagram reel ', dueAt: dueAt.replace('Z', '+00:00') },
          { id: stories!.id, title: 'Three stories', quantity: 3 },
        ],
      });
      expect(same.statusCode).toBe(200);
      expect(titlesOf(same.json<{ work: OrderWork }>().work)).toEqual(['Instagram reel', 'Three stories']);
      expect(raised).toBe(1);
      expect(await rows()).toEqual(before);
      // Another order's change afterwards: once its signal is in, any of this one's would be too.
      const other = await newOrder();
      expect((await other.calls.replace({ deliverables: [{ title: 'Reel' }] })).statusCode).toBe(200);
      expect(raised).toBe(2);
      await vi.waitFor(() => expect(workSignalsOf(signals, other.cast.campaign.id)).toHaveLength(1));
      expect(workSignalsOf(signals, cast.campaign.id)).toHaveLength(1);
      unsubscribe();
    });

    it('writes no rating and raises no signal', async () => {
      const order = await createTestOrder(context);
      const rate = (stars: number, review: string) =>
        context.app.inject({
          method: 'PUT',
          url: order.ratingUrl,
          headers: { authorization: order.brand.authorization },
          payload: { stars, review },
        });
      let raised = 0;
      context.changes.subscribe('creators', () => (raised += 1));
      const { signals, unsubscribe } = liveSignals();
      expect((await rate(4, 'Lovely reels.')).statusCode).toBe(201);
      expect(raised).toBe(1);
      const stored = async () =>
        (
          await context.db
            .select({ updatedAt: orderRatings.updatedAt })
            .from(orderRatings)
            .where(eq(orderRatings.campaignId, order.campaignId))
        )[0];
      const before = await stored();
      context.clock.advance(MINUTE);

      const same = await rate(4, '  Lovely reels. ');
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ stars: 4, review: 'Lovely reels.' });
      expect(raised).toBe(1);
      expect(await stored()).toEqual(before);
      const other = await createTestOrder(context);
      const byOther = await context.app.inject({
        method: 'PUT',
        url: other.ratingUrl,
        headers: { authorization: other.brand.authorization },
        payload: { stars: 5 },
      });
      expect(byOther.statusCode).toBe(201);
      expect(raised).toBe(2);
      await vi.waitFor(() => expect(workSignalsOf(signals, other.campaignId)).toHaveLength(1));
      expect(workSignalsOf(signals, order.campaignId)).toHaveLength(1);
      unsubscribe();
    });
  });
});
