import { localDateOf, type Campaign, type OfferInput } from '@equicreators/shared';
import { expect } from 'vitest';
import { campaignFields, campaignForm, createBrand, loggedIn, tinyPng } from './factories.ts';
import type { TestContext } from './test-context.ts';

export const DAY_MS = 24 * 3_600_000;

/** A local day moved by whole days (calendar arithmetic on the date only). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A day of an offer's input (typed loosely there: the schema reads it). */
export const day = (value: unknown): string => String(value);

/** The next instant at the given UTC hour (the clock only moves forward). */
export function nextUtcHour(now: Date, hour: number, minute = 0): Date {
  const candidate = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(candidate > now.getTime() ? candidate : candidate + DAY_MS);
}

/** The form a brand's client sends with an offer (issue 31): the spec's three texts left out. */
export function offerFields(offer: unknown, more: Record<string, string> = {}): Record<string, string> {
  return campaignFields({
    compensation: undefined,
    deadlines: undefined,
    deliverables: undefined,
    price: undefined,
    offer: typeof offer === 'string' ? offer : JSON.stringify(offer),
    ...more,
  });
}

/**
 * A brand's client of POST, PUT and GET /api/campaign for offer tests. `useNewBrand` before each
 * test: a brand creates at most 20 campaigns a day.
 */
export function offerClient(context: TestContext) {
  let authorization = '';
  let png: Buffer | undefined;

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

  const client = {
    today,
    paidOffer,
    get authorization() {
      return authorization;
    },
    async useNewBrand() {
      png ??= await tinyPng();
      authorization = (await loggedIn(context, await createBrand(context.db))).authorization;
    },
    create: (fields: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/campaign',
        headers: { authorization },
        payload: campaignForm(fields, [{ name: 'a.png', data: png ?? Buffer.alloc(0) }]),
      }),
    edit: (id: string, fields: Record<string, string>) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/campaign/${id}`,
        headers: { authorization },
        payload: campaignForm(fields, []),
      }),
    read: async (id: string) =>
      (
        await context.app.inject({ method: 'GET', url: `/api/campaign/${id}`, headers: { authorization } })
      ).json<Campaign>(),
    async created(offer: OfferInput): Promise<Campaign> {
      const response = await client.create(offerFields(offer));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Campaign>();
    },
    /** The `fields` of a refused offer. */
    async refusal(offer: unknown) {
      const response = await client.create(offerFields(offer));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
      return response.json<{ fields: { field: string; message: string }[] }>().fields;
    },
  };
  return client;
}
