import type { UpdateCreatorFacets } from '@equicreators/shared';

/** A valid equestrian profile for PUT /api/influencers/profile/facets: a dressage rider in Bavaria. */
export function sampleFacets(overrides: Partial<UpdateCreatorFacets> = {}): UpdateCreatorFacets {
  return {
    disciplines: ['dressage', 'eventing'],
    level: 'national',
    horseCount: 2,
    breeds: ['Hanoverian', 'Trakehner'],
    country: 'DE',
    region: 'DE-BY',
    languages: ['de', 'en'],
    platforms: [
      {
        platform: 'Instagram',
        handle: '@ava.rides',
        followers: 48_200,
        engagementBasisPoints: 345,
        averageViews: 12_000,
        audienceCountries: [
          { country: 'DE', percent: 41 },
          { country: 'AT', percent: 12 },
        ],
        ageBands: [
          { band: '18-24', percent: 30 },
          { band: '25-34', percent: 35 },
        ],
        gender: { female: 82, male: 17, other: 1 },
        asOf: '2026-05-01',
      },
    ],
    ...overrides,
  };
}
