import {
  disciplineLabel,
  mediaKitPath,
  type MediaKit,
  type MediaKitSettings,
  type RatePackage,
  type UserType,
} from '@equicreators/shared';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { presentFacets } from '../creator-facets/creator-facets.presenter.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { presentRatingSummary } from '../ratings/rating-summary.presenter.ts';
import type { RatePackageRow } from './media-kits.repository.ts';
import type { KitRecord } from './media-kits.service.ts';

/** One rate or package as the kit, its settings and the brands' drawer show it. */
export function presentPackage(row: RatePackageRow): RatePackage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceMinor: Number(row.priceMinor),
    currency: row.currency,
  };
}

export function presentKitSettings(settings: {
  handle: string | null;
  visibility: MediaKitSettings['visibility'];
  packages: RatePackageRow[];
}): MediaKitSettings {
  return { handle: settings.handle, visibility: settings.visibility, packages: settings.packages.map(presentPackage) };
}

/**
 * The kit as visitors read it. Chosen field by field: the creator's e-mail and phone are on the
 * record and must never leave with a kit (DECISIONS: contact details).
 */
export function presentKit(
  { owner, creator, packages, portfolio }: KitRecord,
  viewer: { type: UserType } | null = null,
): MediaKit {
  const kit: MediaKit = {
    handle: owner.handle,
    visibility: owner.visibility,
    firstName: creator.firstName,
    lastName: creator.lastName,
    bio: creator.bio,
    description: creator.description,
    photo: creator.avatarFileId ? publicFileUrl(creator.avatarFileId) : null,
    verified: creator.verified,
    rating: presentRatingSummary(creator),
    facets: presentFacets(creator, creator.platformStats),
    packages: packages.map(presentPackage),
    portfolio: portfolio.map((item) => ({
      id: item.id,
      title: item.title,
      campaignTitle: item.campaignTitle,
      brandName: item.brandName,
      approvedAt: (item.approvedAt ?? new Date(0)).toISOString(),
      postUrl: item.postUrl,
      imageUrl: item.imageUrl,
    })),
  };
  // A brand saves or invites the creator it is reading about (issue 46); visitors never get the id.
  if (viewer?.type === 'brand' || viewer?.type === 'admin') kit.creatorId = creator.accountId;
  return kit;
}

export type PageHead = { title: string; description: string; tags: string };

const PAGE_DESCRIPTION_LENGTH = 200;

/** The kit's title and description for the tab, search engines and link previews. */
export function kitHeadOf(kit: MediaKit, publicUrl: string): PageHead {
  const name = `${kit.firstName} ${kit.lastName}`.trim();
  const title = `${name} · Media kit`;
  const disciplines = kit.facets.disciplines.map(disciplineLabel).join(', ');
  const summary = kit.bio.trim() || (disciplines ? `${name}: ${disciplines}.` : `${name}'s media kit on EquiCreators.`);
  const description =
    summary.length > PAGE_DESCRIPTION_LENGTH ? `${summary.slice(0, PAGE_DESCRIPTION_LENGTH - 1)}…` : summary;
  const url = `${publicUrl}${mediaKitPath(kit.handle)}`;
  const image = kit.photo ? `${publicUrl}${kit.photo}` : null;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    // Only a kit open to anyone may be found through a search engine.
    ...(kit.visibility === 'anyone' ? [] : [meta('name', 'robots', 'noindex')]),
  ];
  return { title, description, tags: tags.join('\n    ') };
}

/** The head of the pages that show no kit: never indexed. */
export function hiddenHeadOf(title: string, description: string): PageHead {
  return { title, description, tags: '<meta name="robots" content="noindex" />' };
}
