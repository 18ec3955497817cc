import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TARGETS, CAMPAIGN_TEXT_FIELDS } from './campaign-fields.fixture';
import { toCampaignFormData } from './create-campaign';

describe('toCampaignFormData', () => {
  it('sends every field as text and one images part per file, in the brand order', () => {
    const images = [
      new File([new Uint8Array([1])], 'second-picked-first.png', { type: 'image/png' }),
      new File([new Uint8Array([2])], 'then-this.jpg', { type: 'image/jpeg' }),
    ];
    const body = toCampaignFormData(
      { ...CAMPAIGN_TEXT_FIELDS, ...CAMPAIGN_TARGETS, niches: ['Sports', 'College/Student Life'] },
      images,
    );
    for (const [name, value] of Object.entries(CAMPAIGN_TEXT_FIELDS)) expect(body.get(name)).toBe(value);
    expect(body.get('niches')).toBe('Sports,College/Student Life');
    expect(body.get('targetDisciplines')).toBe('dressage,eventing');
    expect(body.get('targetCountries')).toBe('DE,NL');
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual([
      'second-picked-first.png',
      'then-this.jpg',
    ]);
  });

  it('sends the deliverables plan as JSON text, and leaves an absent one out', () => {
    const plan = [{ title: 'Reel', quantity: 2, dueAt: '2026-12-01T23:59:59+01:00' }];
    const body = toCampaignFormData(
      { ...CAMPAIGN_TEXT_FIELDS, ...CAMPAIGN_TARGETS, niches: [], deliverablePlan: plan },
      [],
    );
    expect(JSON.parse(body.get('deliverablePlan') as string)).toEqual(plan);
    expect(
      toCampaignFormData(
        { ...CAMPAIGN_TEXT_FIELDS, ...CAMPAIGN_TARGETS, niches: [], deliverablePlan: undefined },
        [],
      ).has('deliverablePlan'),
    ).toBe(false);
  });

  it('sends the offer as JSON text, without the texts the server derives from it', () => {
    const offer = {
      kinds: ['fee' as const],
      currency: 'GBP' as const,
      feeMinor: 25050,
      productName: null,
      productValueMinor: null,
      commissionBasisPoints: null,
      spots: 2,
      timeZone: 'Europe/London',
      applicationDeadline: null,
      contentStart: '2027-01-10',
      contentEnd: '2027-02-10',
      deliverables: [
        { platform: 'Instagram' as const, format: 'reel' as const, quantity: 1, dueDate: null, notes: '' },
      ],
      usageRights: { kind: 'organic' as const, months: null },
      exclusivity: null,
      mentions: [],
      hashtags: [],
      links: [],
      dos: '',
      donts: '',
    };
    const body = toCampaignFormData({ ...CAMPAIGN_TEXT_FIELDS, ...CAMPAIGN_TARGETS, niches: [], offer }, []);
    expect(JSON.parse(body.get('offer') as string)).toEqual(offer);
    for (const derived of ['compensation', 'deadlines', 'deliverables', 'price']) expect(body.has(derived)).toBe(false);
    expect(body.get('campaignTitle')).toBe(CAMPAIGN_TEXT_FIELDS.campaignTitle);
  });
});
