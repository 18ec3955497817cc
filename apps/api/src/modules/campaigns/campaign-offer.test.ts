import { endOfLocalDay, formatLocalDate } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/index.ts';
import { addDays, day, offerClient } from '../../test/campaign-offers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * The campaign's offer as data (issue 31) through POST /api/campaign: what is stored and answered,
 * money in whole minor units, the spec's texts derived from it, and every cross-field rule.
 */
describe('the offer of a campaign (POST /api/campaign, multipart field `offer`)', () => {
  let context: TestContext;
  let client: ReturnType<typeof offerClient>;
  beforeAll(async () => {
    context = await createTestContext();
    client = offerClient(context);
  });
  beforeEach(() => client.useNewBrand());
  afterAll(() => context.close());

  const today = () => client.today();
  const paidOffer: ReturnType<typeof offerClient>['paidOffer'] = (overrides) => client.paidOffer(overrides);
  const created: ReturnType<typeof offerClient>['created'] = (offer) => client.created(offer);
  const refusal: ReturnType<typeof offerClient>['refusal'] = (offer) => client.refusal(offer);
  const read: ReturnType<typeof offerClient>['read'] = (id) => client.read(id);

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
});
