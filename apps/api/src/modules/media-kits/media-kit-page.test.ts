import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaKitPageView } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, creatorRatePackages } from '../../db/schema/index.ts';
import { createBrand, createCreator, loggedIn } from '../../test/factories.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { writeFakeWebBuild } from '../../test/fake-web-build.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** Every pattern String.prototype.replace expands in a replacement string, once and many times. */
const REPLACEMENT_PATTERNS = ['$1', '$2', '$&', '$`', "$'", '$$', '$<name>', '$0'];
const HOSTILE_TEXT = `${REPLACEMENT_PATTERNS.join(' ')} ${'$`'.repeat(500)} ${"$'".repeat(100)} ${'$2'.repeat(50)}`;

/** GET /c/{handle}: the page rendered on each request, through the web build (a fake one here). */
describe('a media kit page', () => {
  let context: TestContext;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await writeFakeWebBuild();
    context = await createTestContext({
      env: { WEB_DIST_DIR: join(buildDir, 'dist'), PUBLIC_URL: 'https://equicreators.example' },
    });
  });
  afterAll(async () => {
    await context.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  let count = 0;
  async function creatorWithKit(visibility: 'anyone' | 'brands' | 'nobody', firstName = 'Ava') {
    const account = await createCreator(context.db, { firstName, lastName: 'Sinclair' });
    const handle = `page-kit-${++count}`;
    await context.db
      .update(creatorProfiles)
      .set({ handle, mediaKitVisibility: visibility, bio: 'Dressage & "young horses" <3' })
      .where(eq(creatorProfiles.accountId, account.id));
    return { account, handle };
  }
  const open = (path: string, authorization?: string) =>
    context.app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'text/html', ...(authorization ? { authorization } : {}) },
    });
  const viewOf = (body: string): MediaKitPageView => {
    const match = /<main data-view="([^"]*)"><\/main>/.exec(body);
    if (!match?.[1]) throw new Error('The page holds no view');
    const json = match[1].replaceAll('&lt;', '<').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    return JSON.parse(json) as MediaKitPageView;
  };

  it("renders a kit open to anyone with its head tags, escaped, and without the creator's contact details", async () => {
    const { account, handle } = await creatorWithKit('anyone', 'Ava "<script>');
    const response = await open(`/c/${handle.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Authorization');
    const { body } = response;
    expect(viewOf(body)).toMatchObject({ kind: 'kit', url: `https://equicreators.example/c/${handle}` });
    expect(body).toContain('<title>Ava &quot;&lt;script&gt; Sinclair · Media kit · EquiCreators</title>');
    expect(body).toContain('<meta property="og:title" content="Ava &quot;&lt;script&gt; Sinclair · Media kit" />');
    expect(body).toContain(
      '<meta property="og:description" content="Dressage &amp; &quot;young horses&quot; &lt;3" />',
    );
    expect(body).toContain(`<link rel="canonical" href="https://equicreators.example/c/${handle}" />`);
    expect(body).toContain(`<meta property="og:url" content="https://equicreators.example/c/${handle}" />`);
    expect(body).not.toContain('<script>"');
    expect(body).not.toContain('noindex');
    expect(body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/media-kit-1.js"></script>',
    );
    expect(body).not.toContain(account.email);
    expect(body).not.toContain('2025550100');
  });

  it("keeps every replacement pattern in a creator's texts as written, in one small page", async () => {
    const { account, handle } = await creatorWithKit('anyone');
    const bio = `Bio ${HOSTILE_TEXT}`;
    await context.db
      .update(creatorProfiles)
      .set({ bio, firstName: `$' ${REPLACEMENT_PATTERNS.join('')}`, lastName: '$`$&$1' })
      .where(eq(creatorProfiles.accountId, account.id));
    await context.db.insert(creatorRatePackages).values({
      creatorId: account.id,
      title: `Reel $& $\` ${"$'"}`,
      description: HOSTILE_TEXT,
      priceMinor: 45_000,
      currency: 'EUR',
    });

    const response = await open(`/c/${handle}`);
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body.match(/<!doctype/gi)).toHaveLength(1);
    expect(body.match(/<\/html>/g)).toHaveLength(1);
    expect(body).not.toMatch(/http-equiv/i);
    // The texts appear a handful of times (view, title, descriptions): far from the megabytes of an expansion.
    expect(Buffer.byteLength(body)).toBeLessThan(64 * 1024);
    const view = viewOf(body);
    if (view.kind !== 'kit') throw new Error('No kit on the page');
    expect(view.kit.bio).toBe(bio);
    expect(view.kit.firstName).toBe(`$' ${REPLACEMENT_PATTERNS.join('')}`);
    expect(view.kit.lastName).toBe('$`$&$1');
    expect(view.kit.packages[0]).toMatchObject({ title: `Reel $& $\` ${"$'"}`, description: HOSTILE_TEXT });
    const description = bio.length > 200 ? `${bio.slice(0, 199)}…` : bio;
    expect(body).toContain(`<meta name="description" content="${escapeHtml(description)}" />`);
    expect(body).toContain(`<meta property="og:description" content="${escapeHtml(description)}" />`);
    expect(body).toContain(
      `<title>${escapeHtml(`$' ${REPLACEMENT_PATTERNS.join('')} $\`$&$1 · Media kit · EquiCreators`)}</title>`,
    );
  });

  it('answers the same 404 page for a hidden kit and an address nobody holds, never indexed', async () => {
    const { handle } = await creatorWithKit('nobody');
    const hidden = await open(`/c/${handle}`);
    const unknown = await open('/c/nobody-holds-this');
    expect((await open(`/c/${'x'.repeat(80)}`)).body).toEqual(unknown.body);
    expect([hidden.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(hidden.body).toEqual(unknown.body);
    expect(viewOf(hidden.body)).toEqual({ kind: 'not-found' });
    expect(hidden.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('asks a guest to log in for a kit shown to brands, and renders it for a logged-in brand, privately', async () => {
    const { account, handle } = await creatorWithKit('brands');
    const guest = await open(`/c/${handle}`);
    expect(guest.statusCode).toBe(200);
    expect(viewOf(guest.body)).toEqual({ kind: 'brands-only', handle });
    expect(guest.body).toContain('<meta name="robots" content="noindex" />');
    expect(guest.body).not.toContain('Sinclair');

    const brand = await loggedIn(context, await createBrand(context.db));
    const asBrand = await open(`/c/${handle}`, brand.authorization);
    expect(asBrand.statusCode).toBe(200);
    expect(asBrand.headers['cache-control']).toBe('private, no-store');
    expect(viewOf(asBrand.body)).toMatchObject({ kind: 'kit', kit: { handle, lastName: 'Sinclair' } });
    expect(asBrand.body).toContain('<meta name="robots" content="noindex" />');

    const self = await loggedIn(context, account);
    const other = await loggedIn(context, await createCreator(context.db));
    expect(viewOf((await open(`/c/${handle}`, self.authorization)).body).kind).toBe('kit');
    expect(viewOf((await open(`/c/${handle}`, other.authorization)).body).kind).toBe('brands-only');
  });
});
