import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_HEAD_SCRIPT as HEAD_SCRIPT, writeFakeWebBuild } from '../../test/fake-web-build.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

describe('pages rendered ahead', () => {
  let context: TestContext;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await writeFakeWebBuild();
    context = await createTestContext({ env: { WEB_DIST_DIR: join(buildDir, 'dist') } });
  });
  afterAll(async () => {
    await context.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const pageAt = async (url: string) => {
    const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(200);
    return response;
  };

  it("serves a reading page with the head script first and its islands' script at low priority instead of the app's", async () => {
    const { body } = await pageAt('/');
    expect(body).toContain('<main>rendered for /</main>');
    expect(body).toContain('<meta name="description" content="Home" />');
    expect(body.indexOf(`<script>${HEAD_SCRIPT}</script>`)).toBeGreaterThan(-1);
    expect(body.indexOf('<script>')).toBeLessThan(body.indexOf('rel="stylesheet"'));
    expect(body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/islands-1.js"></script>',
    );
    expect(body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-1.js" />');
    expect(body).not.toContain('/assets/app-1.js');
    expect(body).not.toContain('/assets/react-1.js');
    expect(body).toContain('/assets/app-1.css');
  });

  it('serves a form page with its own script and imports, at low priority too', async () => {
    const { body } = await pageAt('/login');
    expect(body).toContain('<title>Login · EquiCreators</title>');
    expect(body).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/login-1.js"></script>');
    expect(body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-1.js" />');
    expect(body).not.toContain('/assets/islands-1.js');
  });

  it('ignores the query of a page that does not read it, and serves a page that does only for its own', async () => {
    expect((await pageAt('/?utm_source=newsletter')).body).toContain('<main>rendered for /</main>');
    expect((await pageAt('/login/')).body).toContain('<main>rendered for /login</main>');
    expect((await pageAt('/login?as=admin')).body).toContain('<main>rendered for /login?as=admin</main>');
    // `next` is read in the browser after hydration: the markup is the same with it.
    expect((await pageAt('/login?next=%2Forders%2F1')).body).toContain('<main>rendered for /login</main>');
    expect((await pageAt('/login?as=admin&next=%2Fadmin')).body).toContain('<main>rendered for /login?as=admin</main>');
    for (const url of ['/login?as=brand', '/login?as=brand&next=%2Fbrands', '/brands', '/orders/12?from=x']) {
      const { body } = await pageAt(url);
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
      expect(body, url).not.toContain('rendered for');
    }
  });

  it('allows the head script, and no other inline script, by its hash in the CSP', async () => {
    const policy = String((await pageAt('/')).headers['content-security-policy']);
    const digest = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${digest}';`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });
});
