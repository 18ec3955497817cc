import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createStripeClient } from './stripe-client.ts';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_BRAND_MONTHLY: 'price_bm',
  STRIPE_PRICE_BRAND_YEARLY: 'price_by',
  STRIPE_PRICE_CLUB_MONTHLY: 'price_cm',
  STRIPE_PRICE_CLUB_YEARLY: 'price_cy',
};

describe('the billing configuration', () => {
  it('leaves billing off without a secret key (empty counts as unset), and builds no Stripe client', () => {
    expect(loadConfig({}).billing).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PRICE_BRAND_MONTHLY: 'price_bm' }).billing).toBeNull();
    expect(createStripeClient(null)).toBeNull();
  });

  it('reads the secret, the webhook secret and a price per plan', () => {
    expect(loadConfig(KEYS).billing).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      prices: {
        'brand-monthly': 'price_bm',
        'brand-yearly': 'price_by',
        'club-monthly': 'price_cm',
        'club-yearly': 'price_cy',
      },
      api: null,
    });
  });

  it('names everything missing once the secret key is set, in one line', () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_CLUB_YEARLY: _price, ...partial } = KEYS;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY is set, so online billing also needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_CLUB_YEARLY.',
    );
  });

  it('points the SDK at STRIPE_API_URL when set, and refuses one that is not http(s)', () => {
    expect(loadConfig({ ...KEYS, STRIPE_API_URL: 'http://127.0.0.1:12111' }).billing?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ ...KEYS, STRIPE_API_URL: 'https://stripe.internal' }).billing?.api).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ ...KEYS, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL must be an http/);
  });

  it('pays deals through the platform exactly when billing is on, with the default fees', () => {
    expect(loadConfig({}).payments).toBeNull();
    expect(loadConfig(KEYS).payments).toEqual({
      fees: { brand: { basisPoints: 500, minimumMinor: 100 }, creator: { basisPoints: 1000, minimumMinor: 0 } },
      webhookSecrets: ['whsec_123'],
    });
  });

  it('reads fee percentages to two decimals as basis points, and a Connect webhook secret', () => {
    const payments = loadConfig({
      ...KEYS,
      PLATFORM_FEE_BRAND_PERCENT: '7.5',
      PLATFORM_FEE_BRAND_MINIMUM: '0',
      PLATFORM_FEE_CREATOR_PERCENT: '12.25',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    }).payments;
    expect(payments?.fees).toEqual({
      brand: { basisPoints: 750, minimumMinor: 0 },
      creator: { basisPoints: 1225, minimumMinor: 0 },
    });
    expect(payments?.webhookSecrets).toEqual(['whsec_123', 'whsec_connect']);
  });

  it('refuses a fee percentage with three decimals, above 50, or a fractional minimum', () => {
    expect(() => loadConfig({ ...KEYS, PLATFORM_FEE_BRAND_PERCENT: '7.125' })).toThrow(
      /PLATFORM_FEE_BRAND_PERCENT must have at most two decimals/,
    );
    expect(() => loadConfig({ ...KEYS, PLATFORM_FEE_CREATOR_PERCENT: '51' })).toThrow(
      /PLATFORM_FEE_CREATOR_PERCENT must be a percentage from 0 to 50/,
    );
    expect(() => loadConfig({ ...KEYS, PLATFORM_FEE_BRAND_MINIMUM: '1.5' })).toThrow(
      /PLATFORM_FEE_BRAND_MINIMUM must be a whole number of minor units/,
    );
  });
});
