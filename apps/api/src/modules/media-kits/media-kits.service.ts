import {
  ACCOUNT_QUOTAS,
  AppError,
  type MediaKitVisibility,
  type UpdateMediaKitSettingsSchema,
} from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { readByteRange, type RangedRead } from '../../platform/http/byte-range.ts';
import { findCreator, type CreatorRecord } from '../creators/creators.repository.ts';
import {
  findKitOwner,
  findKitSettings,
  findPortfolioImage,
  isHandleTaken,
  listPortfolio,
  listRatePackages,
  replaceKitSettings,
  type KitOwner,
  type PortfolioRow,
  type RatePackageRow,
} from './media-kits.repository.ts';
import { createPortfolioImageUrls, type ImageAudience } from './portfolio-image-urls.ts';

/** At most this many pieces of work on a kit: the newest. */
const PORTFOLIO_SIZE = 12;

type Viewer = Pick<Principal, 'accountId' | 'type'> | null;

/** What a viewer gets of a kit: it, the brands-only prompt (401 or 403 as JSON), or nothing (404). */
export type KitAccess = 'owner' | 'granted' | 'brands-only' | 'not-found';

/**
 * Who sees a kit (docs/decisions/030 "Media kits"): its creator always; 'anyone' everyone;
 * 'brands' logged-in brands (and admins); 'nobody' no one else. A hidden kit, a blocked creator's
 * and an unknown handle are the same "not found", so handles cannot be probed.
 */
export function accessOf(owner: KitOwner | null, viewer: Viewer): KitAccess {
  if (!owner?.active) return 'not-found';
  if (viewer?.type === 'contentCreator' && viewer.accountId === owner.creatorId) return 'owner';
  if (owner.visibility === 'anyone') return 'granted';
  if (owner.visibility === 'brands')
    return viewer?.type === 'brand' || viewer?.type === 'admin' ? 'granted' : 'brands-only';
  return 'not-found';
}

export function kitNotFound(): AppError {
  return new AppError('NOT_FOUND', 'There is no media kit at this address.');
}

export type KitRecord = {
  owner: KitOwner;
  creator: CreatorRecord;
  packages: RatePackageRow[];
  portfolio: (PortfolioRow & { imageUrl: string | null })[];
};

/** The handle as the address has it: kits are stored lower-case, so /c/Ava-Rides is /c/ava-rides. */
const normaliseHandle = (handle: string) => handle.trim().toLowerCase();

/** The kit at `handle` with what this viewer may see; `access` tells the route what to answer. */
export async function readKit(
  context: AppContext,
  handle: string,
  viewer: Viewer,
): Promise<{ access: KitAccess; kit: KitRecord | null; handle: string }> {
  const owner = await findKitOwner(context.db, normaliseHandle(handle));
  const access = accessOf(owner, viewer);
  if (!owner || (access !== 'owner' && access !== 'granted')) return { access, kit: null, handle: owner?.handle ?? '' };
  const [creator, packages, portfolio] = await Promise.all([
    findCreator(context.db, owner.creatorId),
    listRatePackages(context.db, owner.creatorId),
    listPortfolio(context.db, owner.creatorId, PORTFOLIO_SIZE),
  ]);
  if (!creator) return { access: 'not-found', kit: null, handle: '' };
  const urls = createPortfolioImageUrls(context);
  const audience: ImageAudience = access === 'owner' ? 'owner' : 'visitor';
  return {
    access,
    handle: owner.handle,
    kit: {
      owner,
      creator,
      packages,
      portfolio: portfolio.map((item) => ({
        ...item,
        imageUrl: item.imageFileId ? urls.urlFor(owner, item.id, audience) : null,
      })),
    },
  };
}

/** The JSON route's refusal for a viewer the kit is not shown to. */
export function refusalOf(access: KitAccess, viewer: Viewer): AppError {
  if (access !== 'brands-only') return kitNotFound();
  return viewer
    ? new AppError('FORBIDDEN', 'This media kit is shown to logged-in brands only.')
    : new AppError('UNAUTHENTICATED', 'Log in as a brand to see this media kit.');
}

export async function getKitSettings(context: AppContext, creatorId: string) {
  const [settings, packages] = await Promise.all([
    findKitSettings(context.db, creatorId),
    listRatePackages(context.db, creatorId),
  ]);
  if (!settings) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  return { ...settings, packages };
}

/**
 * PUT /api/influencers/profile/media-kit: the address (unique regardless of case: 409 "That address
 * is taken"), who sees the kit and its packages, replaced together in one transaction. Counted
 * among the profile's edits.
 */
export async function updateKitSettings(
  context: AppContext,
  creatorId: string,
  settings: z.output<typeof UpdateMediaKitSettingsSchema>,
) {
  await context.limits.consumeQuota(ACCOUNT_QUOTAS.profileEditsPerAccount, creatorId);
  if (settings.handle !== null && (await isHandleTaken(context.db, settings.handle, creatorId))) throw handleTaken();
  try {
    await context.db.transaction((tx) => replaceKitSettings(tx, creatorId, settings, context.clock.now()));
  } catch (error) {
    // Two creators choosing the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
  return getKitSettings(context, creatorId);
}

function handleTaken(): AppError {
  return new AppError('CONFLICT', 'That address is taken', {
    fields: [{ field: 'handle', message: 'That address is taken' }],
  });
}

export type PortfolioImage = { contentType: string; read: RangedRead; visibility: MediaKitVisibility };

/**
 * A portfolio image's bytes, checked every time: the work is still approved with both consents,
 * the kit is visible, and (unless the kit is open to anyone) the address was signed for a viewer
 * who may see it now. Anything else is the kit's one "not found".
 */
export async function openPortfolioImage(
  context: AppContext,
  request: { handle: string; submissionId: string; exp?: number | undefined; sig?: string | undefined },
  rangeHeader: string | undefined,
): Promise<PortfolioImage> {
  const owner = await findKitOwner(context.db, normaliseHandle(request.handle));
  if (!owner?.active) throw kitNotFound();
  if (owner.visibility !== 'anyone') {
    const audience = createPortfolioImageUrls(context).check(owner, request.submissionId, request.exp, request.sig);
    const allowed = audience === 'owner' || (audience === 'visitor' && owner.visibility === 'brands');
    if (!allowed) throw kitNotFound();
  }
  const file = await findPortfolioImage(context.db, owner.creatorId, request.submissionId);
  if (!file) throw kitNotFound();
  const read = await readByteRange(context.storage, file.thumbnailKey ?? file.storageKey, rangeHeader);
  if (!read) throw kitNotFound();
  return {
    contentType: file.thumbnailKey ? 'image/webp' : file.contentType,
    read,
    visibility: owner.visibility,
  };
}
