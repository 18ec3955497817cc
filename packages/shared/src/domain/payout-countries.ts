import { countryName } from './equestrian.ts';

/**
 * Where a creator's Stripe Express account can be opened from our platform, and the currency it
 * is paid out in by default there (Stripe's `default_currency`, lowercase as Stripe writes it).
 * An account's country is fixed once created (issue 46: creators in England or Germany were
 * opened as US accounts).
 */
export const PAYOUT_COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  AT: 'eur',
  AU: 'aud',
  BE: 'eur',
  BG: 'bgn',
  CA: 'cad',
  CH: 'chf',
  CY: 'eur',
  CZ: 'czk',
  DE: 'eur',
  DK: 'dkk',
  EE: 'eur',
  ES: 'eur',
  FI: 'eur',
  FR: 'eur',
  GB: 'gbp',
  GR: 'eur',
  HR: 'eur',
  HU: 'huf',
  IE: 'eur',
  IT: 'eur',
  LI: 'chf',
  LT: 'eur',
  LU: 'eur',
  LV: 'eur',
  MT: 'eur',
  NL: 'eur',
  NO: 'nok',
  NZ: 'nzd',
  PL: 'pln',
  PT: 'eur',
  RO: 'ron',
  SE: 'sek',
  SI: 'eur',
  SK: 'eur',
  US: 'usd',
};

/** The payout countries by English name, for the picker. */
export const PAYOUT_COUNTRIES: readonly { code: string; name: string }[] = Object.keys(PAYOUT_COUNTRY_CURRENCIES)
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const isPayoutCountry = (code: string): boolean => Object.hasOwn(PAYOUT_COUNTRY_CURRENCIES, code);

/** The default payout currency of a payout country; null where payouts cannot be set up. */
export const payoutCurrencyOf = (code: string): string | null =>
  isPayoutCountry(code) ? (PAYOUT_COUNTRY_CURRENCIES[code] ?? null) : null;

export const PAYOUT_MESSAGES = {
  countryNeeded: 'Choose the country your bank account is in before setting up payouts.',
  countryUnsupported: 'Payouts through Stripe are not available in this country yet.',
} as const;
