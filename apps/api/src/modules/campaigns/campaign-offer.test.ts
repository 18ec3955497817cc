import {
  CAMPAIGN_MESSAGES,
  endOfLocalDay,
  formatLocalDate,
  localDateOf,
  WORK_MESSAGES,
  type Campaign,
  type OfferInput,
} from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/index.ts';
import { campaignFields, campaignForm, createBrand, createCreator, loggedIn, tinyPng } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A local day moved by whole days (calendar arithmetic on the date only). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** A day of an offer's input (typed loosely: the schema reads it). */
const day = (value: unknown): string => String(value);

/** The next instant at the given UTC hour (the clock only moves forward). */
function nextUtcHour(now: Date, hour: number, minute = 0): Date {
  const candidate = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(candidate > now.getTime() ? candidate : candidate + DAY);
}

/**
 * The campaign's offer as data (issue 31) through POST and PUT /api/campaign: what is stored and
 * answered, the spec's texts derived from it, every cross-field rule, and the deadline read in
 * the brand's time zone.
 */
describe('the offer of a campaign (POST and PUT /api/campaign, multipart field `offer`)', () => {
  let context: TestContext;
  let authorization: string;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    png = await tinyPng();
  });
  // A brand of its own for each test: a brand creates at most 20 campaigns a day.
  beforeEach(async () => {
    authorization = (await loggedIn(context, await createBrand(context.db))).authorization;
  });
  afterAll(() => context.close());

  const today = (timeZone = 'UTC') => localDateOf(context.clock.now(), timeZone);

  /** A paid campaign in GBP with two deliverables inside a content window, with overrides. */
  function paidOffer(overrides: Partial<OfferInput> = {}): OfferInput {
    const start = addDays(today(), 10);
    return {
      kinds: ['fee'],
      currency: 'GBP',
      feeMinor: 25050,
      spots: 3,
      timeZone: 'Europe/London',
      applicationDeadline: addDays(today(), 5),
      contentStart: start,
      contentEnd: addDays(start, 30),
      deliverables: [
        { platform: 'Instagram', format: 'reel', quantity: 1, dueDate: addDays(start, 7), notes: 'Tack room tour' },
        { platform: 'Instagram', format: 'story', quantity: 3, dueDate: addDays(start, 14), notes: '' },
      ],
      usageRights: { kind: 'paid_ads', months: 6 },
      exclusivity: { days: 30, category: 'Saddle care' },
      mentions: ['hartwell.saddlery'],
      hashtags: ['HartwellRides'],
      links: ['https://hartwell.example/care-kit'],
      dos: 'Show the saddle before and after.',
      donts: 'No other leather brands in shot.',
      ...overrides,
    };
  }

  /** The form a brand's client sends with an offer: the spec's three texts left out. */
  const offerFields = (offer: unknown, more: Record<string, string> = {}) =>
    campaignFields({
      compensation: undefined,
      deadlines: undefined,
      deliverables: undefined,
      price: undefined,
      offer: typeof offer === 'string' ? offer : JSON.stringify(offer),
      ...more,
    });
  const create = (fields: Record<string, string>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { authorization },
      payload: campaignForm(fields, [{ name: 'a.png', data: png }]),
    });
  const edit = (id: string, fields: Record<string, string>) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/campaign/${id}`,
      headers: { authorization },
      payload: campaignForm(fields, []),
    });
  const read = async (id: string) =>
    (
      await context.app.inject({ method: 'GET', url: `/api/campaign/${id}`, headers: { authorization } })
    ).json<Campaign>();
  async function created(offer: OfferInput): Promise<Campaign> {
    const response = await create(offerFields(offer));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Campaign>();
  }
  /** The `fields` of a refused offer. */
  async function refusal(offer: unknown) {
    const response = await create(offerFields(offer));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    return response.json<{ fields: { field: string; message: string }[] }>().fields;
  }

  describe('a paid campaign in GBP with two deliverables and a content window', () => {
    it('is stored and answered as data, with the spec’s texts derived from it', async () => {
      const offer = paidOffer();
      const campaign = await created(offer);
      expect(campaign.offer).toEqual({
        ...offer,
        productName: null,
        productValueMinor: null,
        commissionBasisPoints: null,
        mentions: ['@hartwell.saddlery'],
        hashtags: ['#HartwellRides'],
      });
      expect(campaign).toMatchObject({
        price: 'Paid',
        compensation: '£250.50 fee per creator',
        needsCompletion: false,
        termsAsWritten: {},
        spotsLeft: 3,
        status: 'open',
      });
      const start = offer.contentStart ?? '';
      const [reel, stories] = offer.deliverables;
      expect(campaign.deliverables).toBe(
        `Instagram Reel (due ${formatLocalDate(day(reel?.dueDate))}): Tack room tour\n3 × Instagram Story (due ${formatLocalDate(day(stories?.dueDate))})`,
      );
      expect(campaign.deadlines).toBe(
        `Apply by ${formatLocalDate(day(offer.applicationDeadline))}; Content live ${formatLocalDate(day(start))} – ${formatLocalDate(day(offer.contentEnd))}`,
      );
      // Each hire starts with the offer's deliverables, due at the end of their day in London.
      expect(campaign.deliverablePlan).toEqual([
        {
          title: 'Instagram Reel: Tack room tour',
          quantity: 1,
          dueAt: endOfLocalDay(day(reel?.dueDate), 'Europe/London').toISOString(),
        },
        {
          title: 'Instagram Story',
          quantity: 3,
          dueAt: endOfLocalDay(day(stories?.dueDate), 'Europe/London').toISOString(),
        },
      ]);
      // The feed's copies agree with the offer.
      const [row] = await context.db.select().from(campaigns).where(eq(campaigns.id, campaign._id));
      expect(row).toMatchObject({
        currency: 'GBP',
        feeMinor: 25050,
        spots: 3,
        compensationKinds: ['fee'],
        offersCompensation: true,
        deliverablePlatforms: ['Instagram'],
        deliverableFormats: ['reel', 'story'],
        contentStart: start,
        contentEnd: offer.contentEnd,
      });
      expect(await read(campaign._id)).toMatchObject({ offer: campaign.offer, compensation: campaign.compensation });
    });

    it.each([
      [1999, '£19.99 fee per creator'],
      [100_000_000, '£1,000,000 fee per creator'],
      [25000, '£250 fee per creator'],
    ])('keeps a fee of %i minor units exact', async (feeMinor, compensation) => {
      const campaign = await created(paidOffer({ feeMinor }));
      expect(campaign.offer.feeMinor).toBe(feeMinor);
      expect(Number.isInteger(campaign.offer.feeMinor)).toBe(true);
      expect(campaign.compensation).toBe(compensation);
    });

    it.each([
      [12.5, 'Enter the amount in whole minor units (pence or cents)'],
      ['12.50', 'Enter an amount'],
      [100_000_001, 'Enter a smaller amount'],
      [0, 'Enter an amount above zero'],
    ])('refuses a fee of %j: money travels as whole minor units only', async (feeMinor, message) => {
      expect(await refusal({ ...paidOffer(), feeMinor })).toContainEqual({ field: 'offer.feeMinor', message });
    });

    it('describes gifted products and commission, and derives Unpaid for exposure', async () => {
      const gifted = await created(
        paidOffer({
          kinds: ['fee', 'gifted', 'affiliate'],
          currency: 'EUR',
          feeMinor: 9999,
          productName: 'Saddle care kit',
          productValueMinor: 4500,
          commissionBasisPoints: 1250,
        }),
      );
      expect(gifted.compensation).toBe(
        '€99.99 fee per creator; Gifted: Saddle care kit (retail €45); 12.5 % affiliate commission',
      );
      const exposure = await created(paidOffer({ kinds: ['exposure'], feeMinor: null }));
      expect(exposure).toMatchObject({ price: 'Unpaid', compensation: 'Unpaid (exposure)' });
      // A product named without "Gifted product" chosen is dropped, never stored beside the fee.
      const dropped = await created(paidOffer({ productName: 'Stray', productValueMinor: 100 }));
      expect(dropped.offer).toMatchObject({ productName: null, productValueMinor: null });
    });
  });

  describe('validation: every cross-field rule names its field', () => {
    const window = () => ({ contentStart: addDays(today(), 10), contentEnd: addDays(today(), 20) });
    it.each<[string, () => unknown, { field: string; message: string }]>([
      [
        'exposure combined',
        () => paidOffer({ kinds: ['exposure', 'fee'] }),
        { field: 'offer.kinds', message: 'Unpaid (exposure) cannot be combined with other compensation' },
      ],
      [
        'fee missing',
        () => paidOffer({ feeMinor: null }),
        { field: 'offer.feeMinor', message: 'Enter the fee per creator' },
      ],
      [
        'fee without its kind',
        () => paidOffer({ kinds: ['gifted'], productName: 'Kit' }),
        { field: 'offer.feeMinor', message: 'A fee needs "Paid fee" chosen' },
      ],
      [
        'gifted without product',
        () => paidOffer({ kinds: ['fee', 'gifted'] }),
        { field: 'offer.productName', message: 'Name the gifted product' },
      ],
      [
        'affiliate without rate',
        () => paidOffer({ kinds: ['fee', 'affiliate'] }),
        { field: 'offer.commissionBasisPoints', message: 'Enter the commission rate' },
      ],
      [
        'window end before start',
        () => paidOffer({ contentStart: addDays(today(), 20), contentEnd: addDays(today(), 10), deliverables: [] }),
        { field: 'offer.contentEnd', message: 'End the content window on or after its start' },
      ],
      [
        'due date before the window',
        () =>
          paidOffer({
            ...window(),
            deliverables: [{ platform: 'TikTok', format: 'short_video', dueDate: addDays(today(), 9) }],
          }),
        { field: 'offer.deliverables.0.dueDate', message: 'Set the due date inside the content window' },
      ],
      [
        'due date after the window',
        () =>
          paidOffer({
            ...window(),
            deliverables: [
              { platform: 'TikTok', format: 'short_video' },
              { platform: 'TikTok', format: 'live', dueDate: addDays(today(), 21) },
            ],
          }),
        { field: 'offer.deliverables.1.dueDate', message: 'Set the due date inside the content window' },
      ],
      [
        'paid ads without months',
        () => paidOffer({ usageRights: { kind: 'paid_ads', months: null } }),
        { field: 'offer.usageRights.months', message: 'Enter for how many months ads may run' },
      ],
      [
        'bad time zone',
        () => paidOffer({ timeZone: 'Mars/Olympus_Mons' }),
        { field: 'offer.timeZone', message: 'Choose a time zone from the list' },
      ],
      [
        'bad date',
        () => paidOffer({ applicationDeadline: '2027-02-30' }),
        { field: 'offer.applicationDeadline', message: 'Enter a real date as YYYY-MM-DD' },
      ],
      [
        'more than 10 deliverables',
        () =>
          paidOffer({
            deliverables: Array.from({ length: 11 }, () => ({ platform: 'YouTube' as const, format: 'post' as const })),
          }),
        { field: 'offer.deliverables', message: 'Add at most 10 deliverables' },
      ],
      [
        'no deliverable',
        () => paidOffer({ deliverables: [] }),
        { field: 'offer.deliverables', message: 'Add at least one deliverable' },
      ],
      [
        'no spots',
        () => ({ ...paidOffer(), spots: undefined }),
        { field: 'offer.spots', message: 'Enter how many creators you want' },
      ],
      [
        'a currency beyond GBP, USD and EUR',
        () => ({ ...paidOffer(), currency: 'JPY' }),
        { field: 'offer.currency', message: 'Choose one of GBP, USD, EUR' },
      ],
    ])('%s', async (_label, offer, issue) => {
      expect(await refusal(offer())).toContainEqual(issue);
    });

    it('refuses an offer that is not JSON, and writes nothing', async () => {
      const before = await context.db.select().from(campaigns);
      const fields = await refusal('{"kinds": [');
      expect(fields.map((issue) => issue.field)).toEqual(['offer']);
      expect(await context.db.select().from(campaigns)).toHaveLength(before.length);
    });
  });

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
        headers: { authorization },
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
