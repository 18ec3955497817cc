import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

describe('GET /api/site-config', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: {
        BOOK_CALL_URL: 'https://calendar.example/equicreators',
        HOW_IT_WORKS_VIDEO_URL: 'https://www.youtube-nocookie.com/embed/abc123',
        SUPPORT_PHONE: '+1 859 555 0100',
      },
    });
  });
  afterAll(() => context.close());

  it('answers the configured links and contact details, nothing secret', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bookCallUrl: 'https://calendar.example/equicreators',
      howItWorksVideoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
      creatorApplicationUrl: 'https://equicreators.com/apply',
      social: { instagram: 'https://www.instagram.com/equicreators' },
      contact: { office: 'Lexington, Kentucky, USA', phone: '+1 859 555 0100', liveChatUrl: null },
    });
    expect(response.body).not.toMatch(/secret|smtp|postgres/i);
  });

  it('answers that deals are paid outside when payments are not configured', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json().paymentTerms).toEqual({ enabled: false, fees: null });
  });

  it('answers the configured fees when payments are configured', async () => {
    const paid = await createTestContext({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_site_config',
        STRIPE_WEBHOOK_SECRET: 'whsec_site_config',
        STRIPE_PRICE_BRAND_MONTHLY: 'price_brand_monthly',
        STRIPE_PRICE_BRAND_YEARLY: 'price_brand_yearly',
        STRIPE_PRICE_CLUB_MONTHLY: 'price_club_monthly',
        STRIPE_PRICE_CLUB_YEARLY: 'price_club_yearly',
        PLATFORM_FEE_BRAND_PERCENT: '7.5',
        PLATFORM_FEE_CREATOR_PERCENT: '12',
      },
    });
    try {
      const response = await paid.app.inject({ method: 'GET', url: '/api/site-config' });
      expect(response.json().paymentTerms).toEqual({
        enabled: true,
        fees: { brand: { basisPoints: 750, minimumMinor: 100 }, creator: { basisPoints: 1200, minimumMinor: 0 } },
      });
      // The same as the payments' own answer.
      const terms = await paid.app.inject({ method: 'GET', url: '/api/payments/terms' });
      expect(terms.json()).toEqual(response.json().paymentTerms);
    } finally {
      await paid.close();
    }
  });

  it('lets only the configured video be framed', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com;');
  });
});
