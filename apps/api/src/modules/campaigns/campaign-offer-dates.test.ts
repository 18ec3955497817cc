import {
  CAMPAIGN_MESSAGES,
  endOfLocalDay,
  localDateOf,
  WORK_MESSAGES,
  type Campaign,
  type OfferInput,
} from '@equicreators/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, DAY_MS as DAY, nextUtcHour, offerClient, offerFields } from '../../test/campaign-offers.ts';
import { campaignFields, createCreator, loggedIn } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * The offer's days, read in the brand's time zone (issue 31), and editing it with PUT
 * /api/campaign/{id}: kept past days, the terms-changed e-mails, and clients written to the spec.
 */
describe('the offer’s days and its edits (POST and PUT /api/campaign)', () => {
  let context: TestContext;
  let client: ReturnType<typeof offerClient>;
  beforeAll(async () => {
    context = await createTestContext();
    client = offerClient(context);
  });
  beforeEach(() => client.useNewBrand());
  afterAll(() => context.close());

  const today: ReturnType<typeof offerClient>['today'] = (timeZone) => client.today(timeZone);
  const paidOffer: ReturnType<typeof offerClient>['paidOffer'] = (overrides) => client.paidOffer(overrides);
  const created: ReturnType<typeof offerClient>['created'] = (offer) => client.created(offer);
  const refusal: ReturnType<typeof offerClient>['refusal'] = (offer) => client.refusal(offer);
  const read: ReturnType<typeof offerClient>['read'] = (id) => client.read(id);
  const create: ReturnType<typeof offerClient>['create'] = (fields) => client.create(fields);
  const edit: ReturnType<typeof offerClient>['edit'] = (id, fields) => client.edit(id, fields);

  describe('the application deadline, read in the brand’s time zone', () => {
    it('takes a day that is today in Auckland though already tomorrow there against UTC, and refuses yesterday there', async () => {
      // 12:30 UTC is past midnight in Auckland (UTC+12 or +13): its today is UTC's tomorrow.
      context.clock.set(nextUtcHour(context.clock.now(), 12, 30));
      const aucklandToday = today('Pacific/Auckland');
      expect(aucklandToday).toBe(addDays(today(), 1));
      const auckland = { timeZone: 'Pacific/Auckland', contentStart: null, contentEnd: null };
      const deliverables: OfferInput['deliverables'] = [{ platform: 'Instagram', format: 'post' }];
      // UTC's today is yesterday in Auckland: refused there, though it is still today in London.
      expect(await refusal(paidOffer({ ...auckland, deliverables, applicationDeadline: today() }))).toEqual([
        { field: 'offer.applicationDeadline', message: CAMPAIGN_MESSAGES.deadlineInPast },
      ]);
      expect(
        await refusal(
          paidOffer({
            ...auckland,
            deliverables: [{ ...deliverables[0], platform: 'Instagram', format: 'post', dueDate: today() }],
          }),
        ),
      ).toEqual([{ field: 'offer.deliverables.0.dueDate', message: WORK_MESSAGES.dueDateInPast }]);
      const campaign = await created(paidOffer({ ...auckland, deliverables, applicationDeadline: aucklandToday }));
      const deadline = new Date(campaign.applicationDeadline ?? '');
      // The end of that local day: its last millisecond is still the day in Auckland.
      expect(deadline.toISOString()).toBe(endOfLocalDay(aucklandToday, 'Pacific/Auckland').toISOString());
      expect(localDateOf(deadline, 'Pacific/Auckland')).toBe(aucklandToday);
      expect(localDateOf(new Date(deadline.getTime() + 1), 'Pacific/Auckland')).toBe(addDays(aucklandToday, 1));
      context.clock.set(new Date(deadline.getTime() - 1));
      expect((await read(campaign._id)).status).toBe('open');
      context.clock.set(deadline);
      expect((await read(campaign._id)).status).toBe('closed');
      context.clock.advance(1);
      expect((await read(campaign._id)).status).toBe('closed');
    });

    it('takes a day that is today in Los Angeles though already yesterday there against UTC', async () => {
      // 05:00 UTC is still the evening before in Los Angeles (UTC-8 or -7).
      context.clock.set(nextUtcHour(context.clock.now(), 5));
      const losAngelesToday = today('America/Los_Angeles');
      expect(losAngelesToday).toBe(addDays(today(), -1));
      const inZone = (timeZone: string, applicationDeadline: string) =>
        paidOffer({ timeZone, applicationDeadline, contentStart: null, contentEnd: null });
      const campaign = await created(inZone('America/Los_Angeles', losAngelesToday));
      expect(campaign.status).toBe('open');
      expect(campaign.applicationDeadline).toBe(endOfLocalDay(losAngelesToday, 'America/Los_Angeles').toISOString());
      // The same day written by a brand in UTC is already past, and the day before is past in LA too.
      expect(await refusal(inZone('UTC', losAngelesToday))).toEqual([
        { field: 'offer.applicationDeadline', message: CAMPAIGN_MESSAGES.deadlineInPast },
      ]);
      expect(await refusal(inZone('America/Los_Angeles', addDays(losAngelesToday, -1)))).toEqual([
        { field: 'offer.applicationDeadline', message: CAMPAIGN_MESSAGES.deadlineInPast },
      ]);
    });
  });

  describe('editing', () => {
    it('keeps a deadline and a due day now past, but refuses a new past day', async () => {
      const offer = paidOffer({ applicationDeadline: today(), contentStart: null, contentEnd: null });
      const first = offer.deliverables[0];
      const withDue = {
        ...offer,
        deliverables: [
          { ...first, platform: 'Instagram' as const, format: 'reel' as const, dueDate: addDays(today(), 1) },
        ],
      };
      const campaign = await created(withDue);
      const keptDeadline = withDue.applicationDeadline;
      const keptDue = withDue.deliverables[0]?.dueDate;
      context.clock.advance(3 * DAY);
      const kept = await edit(campaign._id, offerFields({ ...withDue, spots: 5 }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<Campaign>()).toMatchObject({ status: 'closed', spotsLeft: 5 });
      expect(kept.json<Campaign>().offer).toMatchObject({
        applicationDeadline: keptDeadline,
        deliverables: [{ dueDate: keptDue }],
      });
      const moved = await edit(campaign._id, offerFields({ ...withDue, applicationDeadline: addDays(today(), -1) }));
      expect(moved.statusCode).toBe(400);
      expect(moved.json().fields).toEqual([
        { field: 'offer.applicationDeadline', message: CAMPAIGN_MESSAGES.deadlineInPast },
      ]);
    });

    it('forgets a passed deadline on reopening, so the next edit does not bring it back', async () => {
      const campaign = await created(paidOffer({ applicationDeadline: today(), contentStart: null, contentEnd: null }));
      context.clock.advance(2 * DAY);
      expect((await read(campaign._id)).status).toBe('closed');
      const reopened = await context.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign._id}/reopen`,
        headers: { authorization: client.authorization },
      });
      expect(reopened.json()).toMatchObject({ status: 'open' });
      const read1 = await read(campaign._id);
      expect(read1).toMatchObject({ status: 'open', applicationDeadline: null, offer: { applicationDeadline: null } });
      expect(read1.deadlines).not.toContain('Apply by');
      const saved = await edit(campaign._id, offerFields(read1.offer));
      expect(saved.json<Campaign>()).toMatchObject({ status: 'open', applicationDeadline: null });
    });

    it('sets termsUpdatedAt and e-mails the creators in it when the offer changes, not when saved unchanged', async () => {
      const offer = paidOffer();
      const campaign = await created(offer);
      const creator = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
      const applied = await context.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign._id}/influencer/${creator.id}`,
        headers: { authorization: creator.authorization },
        payload: {},
      });
      expect(applied.statusCode).toBe(200);
      /** The creator's e-mails telling of changed terms, newest first. */
      const mails = async () =>
        (await mailsTo(context.db, creator.email))
          .map((mail) => mail.textBody)
          .filter((text) => text.includes(' changed the '));
      const same = await edit(campaign._id, offerFields(offer, { campaignTitle: 'A new title' }));
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json<Campaign>().termsUpdatedAt).toBeNull();
      expect(await mails()).toHaveLength(0);
      context.clock.advance(1000);
      const raised = await edit(campaign._id, offerFields({ ...offer, feeMinor: 30000 }));
      expect(raised.json<Campaign>()).toMatchObject({
        termsUpdatedAt: context.clock.now().toISOString(),
        compensation: '£300 fee per creator',
      });
      expect(await mails()).toEqual([expect.stringContaining('changed the compensation of')]);
      context.clock.advance(1000);
      const rights = await edit(
        campaign._id,
        offerFields({ ...offer, feeMinor: 30000, usageRights: { kind: 'perpetual' } }),
      );
      expect(rights.json<Campaign>().termsUpdatedAt).toBe(context.clock.now().toISOString());
      expect((await mails())[0]).toContain('changed the usage rights of');
    });

    it('refuses fewer creators wanted than are already hired, and takes as many', async () => {
      const offer = paidOffer({ spots: 3 });
      const campaign = await created(offer);
      const post = (url: string, authorization: string, payload: object) =>
        context.app.inject({ method: 'POST', url, headers: { authorization }, payload });
      for (const firstName of ['Mateo', 'Lena']) {
        const creator = await loggedIn(context, await createCreator(context.db, { firstName }));
        const applied = await post(`/api/campaign/${campaign._id}/influencer/${creator.id}`, creator.authorization, {});
        expect(applied.statusCode, applied.body).toBe(200);
        const hired = await post(`/api/campaign/${campaign._id}/hire`, client.authorization, {
          influencerId: creator.id,
        });
        expect(hired.statusCode, hired.body).toBe(200);
      }
      const fewer = await edit(campaign._id, offerFields({ ...offer, spots: 1 }));
      expect(fewer.statusCode).toBe(400);
      expect(fewer.json<{ fields: unknown[] }>().fields).toEqual([
        { field: 'offer.spots', message: '2 creators are already hired: want at least 2.' },
      ]);
      expect((await read(campaign._id)).offer.spots).toBe(3);
      const asMany = await edit(campaign._id, offerFields({ ...offer, spots: 2 }));
      expect(asMany.statusCode, asMany.body).toBe(200);
      expect(asMany.json<Campaign>()).toMatchObject({ spotsLeft: 0, offer: { spots: 2 } });
    });

    it('completes a campaign written as texts: the as-written texts go once an offer is sent', async () => {
      const response = await create(campaignFields({ compensation: 'Something nice', deliverables: 'Some content' }));
      expect(response.statusCode).toBe(201);
      const written = response.json<Campaign>();
      expect(written).toMatchObject({ needsCompletion: true, compensation: 'Something nice' });
      const completed = await edit(written._id, offerFields(paidOffer()));
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json<Campaign>()).toMatchObject({
        needsCompletion: false,
        termsAsWritten: {},
        compensation: '£250.50 fee per creator',
      });
    });
  });

  describe('a client written to the spec (texts, no offer)', () => {
    it('still creates and edits with the three texts, which are then required', async () => {
      const response = await create(campaignFields());
      expect(response.statusCode).toBe(201);
      const campaign = response.json<Campaign>();
      expect(campaign).toMatchObject({
        compensation: '$450 plus the care kit',
        deliverables: '1 Reel and 3 Stories.',
        deadlines: '1 October - 31 October',
        price: 'Paid',
      });
      const missing = await create(campaignFields({ compensation: '', deadlines: '', deliverables: '' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual([
        { field: 'compensation', message: 'Enter the compensation' },
        { field: 'deadlines', message: 'Enter the deadlines' },
        { field: 'deliverables', message: 'Enter the deliverables' },
      ]);
      const edited = await edit(campaign._id, campaignFields({ compensation: '£500' }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Campaign>().compensation).toBe('£500');
      expect((await edit(campaign._id, campaignFields({ deliverables: '' }))).json().fields).toEqual([
        { field: 'deliverables', message: 'Enter the deliverables' },
      ]);
    });
  });
});
