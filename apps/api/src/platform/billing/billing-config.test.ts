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

  it('takes the club meeting anchor as an ISO instant, with a Tuesday 19:00 in New York by default', () => {
    expect(loadConfig({}).club).toEqual({ meetingAnchor: new Date('2026-01-07T00:00:00Z'), meetingUrl: null });
    const club = loadConfig({
      CLUB_MEETING_ANCHOR: '2026-02-03T18:30:00-05:00',
      CLUB_MEETING_URL: 'https://meet.example/club',
    }).club;
    expect(club).toEqual({ meetingAnchor: new Date('2026-02-03T23:30:00Z'), meetingUrl: 'https://meet.example/club' });
    expect(() => loadConfig({ CLUB_MEETING_ANCHOR: 'next tuesday' })).toThrow(
      /CLUB_MEETING_ANCHOR must be an ISO date-time/,
    );
  });
});
