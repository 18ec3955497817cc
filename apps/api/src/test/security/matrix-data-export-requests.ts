import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index.ts';
import { exportStorageKey } from '../../modules/data-export/data-export-worker.ts';
import { EXPORT_TOKEN_PURPOSE } from '../../modules/data-export/data-export.service.ts';
import type { TestContext } from '../test-context.ts';
import type { RequestPlan } from './matrix-requests.ts';
import type { MatrixWorld, PrincipalName } from './matrix-world.ts';

/** A ready export of the caller's own (the brand owner's for callers without one) and its link's token. */
async function readyExportToken(world: MatrixWorld, context: TestContext, principal: PrincipalName): Promise<string> {
  const owner = principal === 'anonymous' || principal === 'admin' ? world.brandOwner : world[principal];
  const token = randomBytes(32).toString('base64url');
  const now = context.clock.now();
  const [row] = await context.db
    .insert(dataExports)
    .values({
      accountId: owner.id,
      status: 'ready',
      requestedAt: now,
      readyAt: now,
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
      tokenHash: context.secrets.hash(EXPORT_TOKEN_PURPOSE, token),
    })
    .returning({ id: dataExports.id });
  if (!row) throw new Error('No export');
  const storageKey = exportStorageKey(row.id);
  await context.storage.put(storageKey, Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1'));
  await context.db.update(dataExports).set({ storageKey, byteSize: 22 }).where(eq(dataExports.id, row.id));
  return token;
}

/**
 * "Download my data" (issue 34): brands and creators only, a lapsed brand included (its data is
 * its own); each caller downloads an export of its own (another's link answers 404, data-export.test.ts).
 */
export const DATA_EXPORT_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/account/data-export': { build: () => ({ url: '/api/account/data-export' }) },
  // One a day: each cell asks in a world of its own.
  'POST /api/account/data-export': { fresh: true, build: () => ({ url: '/api/account/data-export' }) },
  'POST /api/account/data-export/download': {
    build: async (world, context, _extras, principal) => ({
      url: '/api/account/data-export/download',
      payload: { token: await readyExportToken(world, context, principal) },
    }),
  },
};
