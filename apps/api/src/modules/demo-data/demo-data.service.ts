import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { storeImage } from '../files/files.service.ts';
import { DEMO_ADMIN_EMAIL, DEMO_BRANDS, DEMO_PASSWORD } from './demo-content.ts';
import {
  analyzeTables,
  hasDemoAdmin,
  insertDemoData,
  lockSeedingOfEmptyDatabase,
  type DemoAssets,
} from './demo-data.repository.ts';
import { avatarSvg, campaignSceneSvg } from './demo-images.ts';
import { addGeneratedCreators, type GeneratedCreatorsOutcome } from './generated-creators.repository.ts';
import { demoCreators } from './demo-people.ts';

export type DemoLogins = { password: string; accounts: { label: string; email: string }[] };

/** The logins printed at start, when the demo data is there. */
export function demoLogins(): DemoLogins {
  const creator = demoCreators()[0];
  return {
    password: DEMO_PASSWORD,
    accounts: [
      { label: 'Admin', email: DEMO_ADMIN_EMAIL },
      ...DEMO_BRANDS.map((brand) => ({
        label: `Brand (${brand.payment ? 'paid' : 'not paid'})`,
        email: brand.email,
      })),
      ...(creator ? [{ label: 'Content creator', email: creator.email }] : []),
    ],
  };
}

export type SeedOutcome = {
  /** True when this call added the demo data. */
  added: boolean;
  /** The demo logins when the demo data is in the database (added now or before), else null. */
  logins: DemoLogins | null;
};

/**
 * Fills an empty database with demo data (an admin, three brands, 37 creators (two blocked), eight
 * campaigns with applications, hires and messages, some orders completed and rated both ways, two
 * club meetings). A database with any account is left alone.
 */
export async function seedDemoDataIfEmpty(db: Database, storage: FileStorage, logger: Logger): Promise<SeedOutcome> {
  const seeded = await db.transaction(async (tx) => {
    if (!(await lockSeedingOfEmptyDatabase(tx))) return false;
    await insertDemoData(tx, new Date(), await drawDemoAssets(tx, storage));
    return true;
  });
  if (seeded) {
    await analyzeTables(db);
    logger.info('Demo data added to the empty database');
  }
  return { added: seeded, logins: (await hasDemoAdmin(db)) ? demoLogins() : null };
}

/**
 * Makes sure the first `count` generated creators exist (`db:seed -- --creators N` and the bench),
 * all with the demo password; `onBatch` hears how many are checked so far.
 */
export async function ensureGeneratedCreators(
  db: Database,
  count: number,
  onBatch?: (done: number) => void,
): Promise<GeneratedCreatorsOutcome> {
  return addGeneratedCreators(db, count, { passwordHash: await hashPassword(DEMO_PASSWORD), onBatch });
}

async function drawDemoAssets(tx: Database, storage: FileStorage): Promise<DemoAssets> {
  const creators = demoCreators();
  // Drawn side by side (sharp works off the main thread); the pipeline then stores them in order.
  const [passwordHash, avatarPngs] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    Promise.all(
      creators.map((creator, index) =>
        svgToPng(avatarSvg(`${creator.firstName[0] ?? ''}${creator.lastName[0] ?? ''}`, index)),
      ),
    ),
  ]);
  return {
    creators,
    passwordHash,
    async storeAvatar(index, ownerAccountId) {
      const bytes = avatarPngs[index];
      if (!bytes) throw new Error(`No picture was drawn for ${creators[index]?.email ?? `creator ${index}`}`);
      const avatar = await storeImage(tx, storage, {
        bytes,
        purpose: 'avatar',
        visibility: 'public',
        ownerAccountId,
        originalName: 'avatar.png',
      });
      return avatar.id;
    },
    async storeCampaignImage(campaignIndex, position, ownerAccountId) {
      const image = await storeImage(tx, storage, {
        bytes: await svgToPng(campaignSceneSvg(campaignIndex * 3 + position)),
        purpose: 'campaign-image',
        visibility: 'public',
        ownerAccountId,
        originalName: `campaign-${position + 1}.png`,
      });
      return image.id;
    },
  };
}

function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
