import { describe, expect, it } from 'vitest';
import { isCountryCode } from './equestrian.ts';
import { PAYOUT_COUNTRIES, PAYOUT_COUNTRY_CURRENCIES, isPayoutCountry, payoutCurrencyOf } from './payout-countries.ts';

describe('payout countries', () => {
  it('opens England in pounds, Germany in euros, the US in dollars, and nowhere it cannot pay out', () => {
    expect(payoutCurrencyOf('GB')).toBe('gbp');
    expect(payoutCurrencyOf('DE')).toBe('eur');
    expect(payoutCurrencyOf('US')).toBe('usd');
    expect(payoutCurrencyOf('KP')).toBeNull();
    expect(isPayoutCountry('toString')).toBe(false);
  });

  it('lists real countries by name, each with a three-letter currency', () => {
    for (const [code, currency] of Object.entries(PAYOUT_COUNTRY_CURRENCIES)) {
      expect(isCountryCode(code)).toBe(true);
      expect(currency).toMatch(/^[a-z]{3}$/);
    }
    const names = PAYOUT_COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(PAYOUT_COUNTRIES).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });
});
