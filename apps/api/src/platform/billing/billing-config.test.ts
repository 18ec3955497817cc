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
});
