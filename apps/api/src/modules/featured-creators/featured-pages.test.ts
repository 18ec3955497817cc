import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { creatorProfiles } from '../../db/schema/index.ts';
import { createAccount, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createPostgresTestDatabase, createTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';

/**
 * A web build whose home page lists the featured creators it is rendered with (as the real
 * HomePage does, apps/web/src/features/public-site), and an about page that shows none.
 */
const SERVER_ENTRY = `
export const PRERENDERED_PAGES = [
  { path: '/', meta: { title: null, description: 'Home' }, script: 'src/islands.ts', kind: 'reading', showsPageData: true },
  { path: '/about', meta: { title: 'About', description: 'About' }, script: 'src/islands.ts', kind: 'reading' },
];
export const headScript = '';
export async function renderPage(address, siteConfig, data) {
  const names = data.featuredCreators.map((creator) => creator.firstName + ' ' + creator.lastName + ' /c/' + creator.handle);
  return '<main>' + address + ' featuring [' + names.join(', ') + ']</main>';
}
export function documentTitle(title) { return title ?? 'EquiCreators'; }
`;

async function writeWebBuild(): Promise<string> {
  const buildDir = await mkdtemp(join(tmpdir(), 'equicreators-featured-'));
  await mkdir(join(buildDir, 'dist', '.vite'), { recursive: true });
  await mkdir(join(buildDir, 'dist-server'));
  await writeFile(join(buildDir, 'package.json'), JSON.stringify({ type: 'module' }));
  await writeFile(
    join(buildDir, 'dist', 'index.html'),
    '<html><head><!--app-head--></head><body><!--app-html--></body></html>',
  );
  await writeFile(
    join(buildDir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/islands.ts': { file: 'assets/islands-1.js' } }),
  );
  await writeFile(join(buildDir, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  return buildDir;
}

async function createFeaturableCreator(db: Database, firstName: string, lastName = 'Rider') {
  const account = await createCreator(db, { firstName, lastName });
  await db
    .update(creatorProfiles)
    .set({ verified: true, handle: `${firstName.toLowerCase()}-kit`, mediaKitVisibility: 'anyone' })
    .where(eq(creatorProfiles.accountId, account.id));
  return account;
}

const homeOf = async (context: TestContext) => {
  const response = await context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** Reads the home page until `holds`, or fails after `ms` (it is rendered again after the change). */
async function homeUntil(context: TestContext, holds: (html: string) => boolean, ms = 5_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const html = await homeOf(context);
    if (holds(html)) return html;
    if (Date.now() > deadline) throw new Error(`The home page still reads ${html}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the home page rendered ahead with the featured creators', () => {
  let buildDir: string;
  let context: TestContext;
  let admin: LoggedInAccount;
  let atStart: string;

  beforeAll(async () => {
    buildDir = await writeWebBuild();
    // Featured before the server starts: the page rendered at start-up shows her.
    const database = await createTestDatabase();
    const featured = await createFeaturableCreator(database.db, 'Olga', "Dollar$'s $&");
    await database.db
      .update(creatorProfiles)
      .set({ featuredAt: new Date() })
      .where(eq(creatorProfiles.accountId, featured.id));
    atStart = featured.id;
    context = await createTestContext({ database, env: { WEB_DIST_DIR: join(buildDir, 'dist') } });
    admin = await loggedIn(context, await createAccount(context.db, 'admin'));
  });
  afterAll(async () => {
    await context?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const call = (method: 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: admin.authorization },
      ...(payload ? { payload } : {}),
    });

  it('shows at start-up those featured before, their names exactly as written', async () => {
    expect(await homeOf(context)).toContain("<main>/ featuring [Olga Dollar$'s $& /c/olga-kit]</main>");
  });

  it('shows a creator the admin features, and leaves out one who stops qualifying', async () => {
    const creator = await createFeaturableCreator(context.db, 'Petra');
    expect((await call('PUT', `/api/admin/featured-creators/${creator.id}`)).statusCode).toBe(200);
    await homeUntil(context, (html) => html.includes('Petra Rider /c/petra-kit]'));

    expect((await call('PATCH', `/api/admin/creators/${atStart}`, { verified: false })).statusCode).toBe(200);
    const html = await homeUntil(context, (page) => !page.includes('Olga'));
    expect(html).toContain('<main>/ featuring [Petra Rider /c/petra-kit]</main>');

    expect((await call('DELETE', `/api/admin/featured-creators/${creator.id}`)).statusCode).toBe(200);
    await homeUntil(context, (page) => page.includes('<main>/ featuring []</main>'));
    // A page that shows no page data is rendered once, at start.
    const about = await context.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    expect(about.body).toContain('<main>/about featuring [Olga');
  });
});

/** Two processes on one PostgreSQL: a change through one renders the home page of the other again. */
describe.skipIf(testDatabaseEngine() !== 'postgres')('the home page across two processes', () => {
  let buildDir: string;
  let a: TestContext;
  let b: TestContext;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    buildDir = await writeWebBuild();
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const open = () => openDatabase({ engine: 'postgres', url: database.url, poolSize: 3 });
    const env = { WEB_DIST_DIR: join(buildDir, 'dist') };
    a = await createTestContext({ database: await open(), env });
    b = await createTestContext({ database: await open(), env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('shows on B a creator featured through A', async () => {
    const admin = await loggedIn(a, await createAccount(a.db, 'admin'));
    const creator = await createFeaturableCreator(a.db, 'Quinn');
    const featured = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/featured-creators/${creator.id}`,
      headers: { authorization: admin.authorization },
    });
    expect(featured.statusCode).toBe(200);
    await homeUntil(b, (html) => html.includes('[Quinn Rider /c/quinn-kit]'));
  });
});
