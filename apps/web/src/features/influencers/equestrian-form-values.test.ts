import { NO_CREATOR_FACETS, type CreatorFacets } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import {
  countTextToNumber,
  equestrianFormDefaults,
  equestrianResolver,
  formPathOf,
  hundredthsToPercentText,
  percentTextToHundredths,
  placeFacetIssues,
  toFacetsRequest,
  type EquestrianFormValues,
} from './equestrian-form-values';

const EMPTY = NO_CREATOR_FACETS;
const SAVED: CreatorFacets = {
  ...EMPTY,
  disciplines: ['dressage'],
  country: 'DE',
  region: 'DE-BY',
  platforms: [
    {
      platform: 'TikTok',
      handle: '@ava',
      followers: 1200,
      engagementBasisPoints: 29,
      averageViews: null,
      audienceCountries: [{ country: 'DE', percent: 40 }],
      ageBands: [{ band: '25-34', percent: 50 }],
      gender: null,
      asOf: '2026-05-01',
    },
  ],
};

describe('the engagement rate as typed', () => {
  it.each([
    ['3.45', 345],
    ['0.29', 29],
    ['1.1', 110],
    ['12', 1200],
    ['100', 10_000],
    ['4,5', 450],
    ['3.450', 345],
    [' 2.5 % ', 250],
    ['', null],
  ])('reads %j as %j hundredths, with no floating error', (text, hundredths) => {
    expect(percentTextToHundredths(text)).toBe(hundredths);
  });

  it('leaves a third decimal as a fraction the schema refuses, and text as NaN', () => {
    expect(percentTextToHundredths('3.456')).toBe(345.6);
    expect(percentTextToHundredths('abc')).toBeNaN();
    expect(percentTextToHundredths('-1')).toBeNaN();
  });

  it('writes hundredths back as the percent typed', () => {
    expect([345, 29, 5, 10_000, 0].map(hundredthsToPercentText)).toEqual(['3.45', '0.29', '0.05', '100.00', '0.00']);
    for (let value = 0; value <= 10_000; value += 1) {
      expect(percentTextToHundredths(hundredthsToPercentText(value))).toBe(value);
    }
  });
});

describe('counts as typed', () => {
  it('reads thousands separators, blank as null and text as NaN', () => {
    expect(countTextToNumber('48,200')).toBe(48_200);
    expect(countTextToNumber(' ')).toBeNull();
    expect(countTextToNumber('12k')).toBeNaN();
  });
});

describe('the form and its request', () => {
  it('starts from the saved facets, every platform listed, the unreported ones off', () => {
    const values = equestrianFormDefaults(SAVED, '2026-11-27');
    expect(values.platforms.map((platform) => [platform.platform, platform.isReported])).toEqual([
      ['Instagram', false],
      ['TikTok', true],
      ['YouTube', false],
      ['Facebook', false],
    ]);
    expect(values.platforms[0]?.asOf).toBe('2026-11-27');
    expect(values.platforms[1]?.engagementRate).toBe('0.29');
    expect(toFacetsRequest(values)).toEqual(SAVED);
  });

  it('places the schema’s and the server’s issues on the fields of the form', () => {
    const values: EquestrianFormValues = equestrianFormDefaults(SAVED, '2026-11-27');
    // TikTok is the form's second platform but the request's first.
    expect(formPathOf('platforms.0.asOf', values)).toBe('platforms.1.asOf');
    expect(formPathOf('platforms.0.engagementBasisPoints', values)).toBe('platforms.1.engagementRate');
    expect(formPathOf('platforms.0.ageBands.0.percent', values)).toBe('platforms.1.ageBands.2.percent');
    expect(formPathOf('platforms.0.audienceCountries', values)).toBe('platforms.1.audienceCountries.root');
    expect(formPathOf('platforms.0.gender', values)).toBe('platforms.1.gender.root');
    expect(formPathOf('disciplines.1', values)).toBe('disciplines.root');
    expect(formPathOf('region', values)).toBe('region');
    expect(placeFacetIssues([{ field: 'body', message: 'Nope' }], values)).toEqual({ fields: [], other: ['Nope'] });
  });

  it('checks with the shared schema', async () => {
    const values = equestrianFormDefaults(SAVED, '2026-11-27');
    const tiktok = values.platforms[1]!;
    tiktok.engagementRate = '3.456';
    tiktok.followers = '';
    const options = { fields: {}, shouldUseNativeValidation: false };
    const result = await equestrianResolver(values, undefined, options);
    expect(result.errors).toMatchObject({
      platforms: [
        undefined,
        {
          engagementRate: { message: 'Enter the engagement rate with at most two decimals' },
          followers: { message: 'Enter the number of followers' },
        },
      ],
    });
    const elsewhere = { ...equestrianFormDefaults(SAVED, '2026-11-27'), region: 'FR-IDF' };
    expect((await equestrianResolver(elsewhere, undefined, options)).errors).toEqual({
      region: { type: 'validate', message: 'Choose a region of your country' },
    });
  });
});
