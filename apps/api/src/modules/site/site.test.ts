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

  it('lets only the configured video be framed', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com;');
  });
});
