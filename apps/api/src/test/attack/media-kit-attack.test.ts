import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, creatorRatePackages } from '../../db/schema/index.ts';
import { createCreator } from '../factories.ts';
import { startSmtpServer } from '../fake-smtp-server.ts';
import { writeFakeWebBuild } from '../fake-web-build.ts';
import { MEGABYTE, peakRssDuring, START_TIMEOUT_MS, startAttackServer, type AttackServer } from './attack-server.ts';

/**
 * Issue 46, item 13: a creator's own texts were replacement patterns of the page renderer, so a
 * bio of `$2` put an `http-equiv=refresh` into the head and one of 60 × `` $` `` made every
 * anonymous GET of her media kit answer 150 MB. A production server with a web build (the fake
 * one: the same template and markers as Vite's) serves that kit small and as written.
 */
const HANDLE = 'hostile-kit';
const BIO = `$2 http-equiv="refresh" content="0;url=https://evil.example" $1 $& $' $$ ${'$`'.repeat(500)}`;
const PACKAGE_TEXT = `${"$'".repeat(200)} $& $\``;

let server: AttackServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
let buildDir = '';
const current = (): AttackServer => {
  if (!server) throw new Error('The attack server did not start');
  return server;
};

describe("a production server's media kit with a hostile bio", () => {
  beforeAll(async () => {
    buildDir = await writeFakeWebBuild();
    smtp = await startSmtpServer();
    const started = await startAttackServer({
      env: { NODE_ENV: 'production', WEB_DIST_DIR: join(buildDir, 'dist'), SMTP_URL: smtp.url },
      seed: async ({ db }) => {
        const creator = await createCreator(db, { firstName: '$`$`$`', lastName: "$'$&" });
        await db
          .update(creatorProfiles)
          .set({ handle: HANDLE, mediaKitVisibility: 'anyone', bio: BIO })
          .where(eq(creatorProfiles.accountId, creator.id));
        await db.insert(creatorRatePackages).values({
          creatorId: creator.id,
          title: PACKAGE_TEXT,
          description: PACKAGE_TEXT,
          priceMinor: 30_000,
          currency: 'EUR',
        });
      },
    });
    server = started.server;
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('answers each of three GETs at once with one small, correct page', async () => {
    const { baseUrl, pid } = current();
    const idle = await current().rssBytes();
    const { result: pages, peakBytes } = await peakRssDuring(pid, () =>
      Promise.all(
        [1, 2, 3].map(async () => {
          const response = await fetch(`${baseUrl}/c/${HANDLE}`, { headers: { accept: 'text/html' } });
          return { status: response.status, body: await response.text() };
        }),
      ),
    );
    console.info(`media kit with a hostile bio: peak RSS +${((peakBytes - idle) / MEGABYTE).toFixed(1)} MB`);
    for (const { status, body } of pages) {
      expect(status, current().output()).toBe(200);
      expect(Buffer.byteLength(body)).toBeLessThan(64 * 1024);
      expect(body.match(/<!doctype/gi)).toHaveLength(1);
      expect(body).not.toMatch(/<meta http-equiv/i);
      expect(body).not.toMatch(/content="0;url=/);
      const view = /<main data-view="([^"]*)"><\/main>/.exec(body)?.[1] ?? '';
      const json = view.replaceAll('&lt;', '<').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      expect(JSON.parse(json)).toMatchObject({
        kind: 'kit',
        kit: {
          bio: BIO,
          firstName: '$`$`$`',
          lastName: "$'$&",
          packages: [{ title: PACKAGE_TEXT, description: PACKAGE_TEXT }],
        },
      });
    }
    // Three pages of some 20 KB each: a server expanding the patterns grows by gigabytes.
    expect(peakBytes - idle).toBeLessThan(64 * MEGABYTE);
  });
});
