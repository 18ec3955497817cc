import {
  parseFollowerText,
  type Currency,
  type Discipline,
  type PlatformStats,
  type RiderLevel,
  type StatPlatform,
  UpdateCreatorFacetsSchema,
} from '@equicreators/shared';
import type { z } from 'zod';
import type { DemoCreator } from './demo-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who a demo creator is in the sport (issue 33): one row per demo creator, in demoCreators() order. */
type DemoRider = {
  disciplines: Discipline[];
  level: RiderLevel;
  horses: number;
  breeds: string[];
  country: string;
  region: string | null;
  languages: string[];
  /** Who may open their media kit at /c/{handle}; without, they have no handle yet. */
  kit?: 'anyone' | 'brands';
  /** Their place among the home page's featured creators (1 to 4). */
  featured?: number;
};

const rider = (
  disciplines: Discipline[],
  level: RiderLevel,
  horses: number,
  breeds: string[],
  [country, region]: [string, string | null],
  languages: string[],
  more: Pick<DemoRider, 'kit' | 'featured'> = {},
): DemoRider => ({ disciplines, level, horses, breeds, country, region, languages, ...more });

/**
 * The thirty rotated creators (their bios in demo-bios.ts), then the edge creators. Disciplines
 * follow who they are and skew as the sport does (and as the generated creators' DISCIPLINE_WEIGHTS):
 * show jumping and dressage most, then trail riding and eventing, one polo player and one vaulter;
 * several dressage riders and show jumpers in Germany and the Netherlands, where brands look
 * first. Countries lean to where the sport is big (US, UK, Germany, the Netherlands, France,
 * Ireland, Australia). Ava, the demo creator login, has no media kit yet, so
 * a demo can publish one.
 */
const DEMO_RIDERS: DemoRider[] = [
  rider(
    ['show-jumping', 'breeding-young-horses'],
    'amateur',
    3,
    ['Irish Sport Horse', 'KWPN'],
    ['GB', 'GB-ENG'],
    ['en'],
  ),
  rider(['dressage'], 'professional', 1, ['Hanoverian'], ['GB', 'GB-ENG'], ['en']),
  rider(['trail-leisure'], 'leisure', 1, ['Haflinger'], ['IT', 'IT-45'], ['it', 'en']),
  rider(['eventing'], 'amateur', 2, ['Thoroughbred'], ['US', 'US-VA'], ['en'], { kit: 'anyone', featured: 4 }),
  rider(['western-reining'], 'amateur', 2, ['Quarter Horse'], ['US', 'US-TX'], ['en', 'es']),
  rider(['polo'], 'national', 4, ['Polo Argentino'], ['AR', 'AR-B'], ['es', 'en'], { kit: 'brands' }),
  rider(['western-reining'], 'amateur', 2, ['Quarter Horse', 'Paint'], ['US', 'US-OK'], ['en'], { kit: 'anyone' }),
  rider(['vaulting'], 'national', 1, ['Trakehner'], ['DE', 'DE-NW'], ['de', 'en']),
  rider(
    ['hunter-equitation', 'eventing'],
    'professional',
    5,
    ['Connemara', 'Welsh Section B'],
    ['GB', 'GB-ENG'],
    ['en'],
    {
      kit: 'anyone',
    },
  ),
  rider(['endurance'], 'amateur', 1, ['Arabian'], ['FR', 'FR-OCC'], ['fr', 'en'], { kit: 'anyone' }),
  rider(['show-jumping'], 'amateur', 1, ['Selle Français'], ['FR', 'FR-NOR'], ['fr']),
  rider(['dressage'], 'national', 2, ['Irish Sport Horse'], ['IE', 'IE-KE'], ['en', 'ga'], { kit: 'anyone' }),
  rider(['trail-leisure'], 'leisure', 1, ['Cob'], ['GB', 'GB-ENG'], ['en']),
  rider(['eventing'], 'amateur', 1, ['Australian Stock Horse'], ['AU', 'AU-VIC'], ['en']),
  rider(['western-reining'], 'amateur', 3, ['Quarter Horse'], ['US', 'US-WY'], ['en'], { kit: 'anyone' }),
  rider(['show-jumping'], 'professional', 6, ['Hanoverian', 'Holsteiner'], ['DE', 'DE-NI'], ['de', 'en'], {
    kit: 'anyone',
  }),
  rider(['dressage'], 'amateur', 1, ['Trakehner'], ['DE', 'DE-BW'], ['de', 'en']),
  rider(['dressage'], 'amateur', 1, ['Friesian'], ['NL', 'NL-GE'], ['nl', 'en']),
  rider(['hunter-equitation', 'eventing'], 'professional', 4, ['Welsh Section A'], ['AU', 'AU-NSW'], ['en'], {
    kit: 'anyone',
  }),
  rider(['endurance', 'trail-leisure'], 'national', 2, ['Arabian', 'Mustang'], ['US', 'US-CA'], ['en']),
  rider(['show-jumping'], 'national', 3, ['KWPN'], ['NL', 'NL-NB'], ['nl', 'en', 'de'], { kit: 'anyone' }),
  rider(['dressage'], 'amateur', 1, ['Oldenburg'], ['DE', 'DE-BY'], ['de', 'en'], { kit: 'brands' }),
  rider(['trail-leisure'], 'leisure', 1, ['Irish Draught'], ['IE', 'IE-CE'], ['en']),
  rider(['eventing'], 'amateur', 2, ['Irish Sport Horse'], ['GB', 'GB-ENG'], ['en'], { kit: 'anyone' }),
  rider(['show-jumping'], 'amateur', 2, ['KWPN'], ['NL', 'NL-UT'], ['nl', 'en'], { kit: 'anyone' }),
  rider(['show-jumping', 'eventing'], 'national', 3, ['Holsteiner'], ['DE', 'DE-SH'], ['de', 'en']),
  rider(['dressage'], 'amateur', 2, ['Morgan', 'Hanoverian'], ['US', 'US-OH'], ['en'], { kit: 'anyone' }),
  rider(['dressage'], 'professional', 2, ['Hanoverian'], ['DE', 'DE-NI'], ['de', 'en']),
  rider(['hunter-equitation', 'trail-leisure'], 'professional', 3, ['Connemara'], ['GB', 'GB-WLS'], ['en', 'cy']),
  rider(['endurance'], 'amateur', 1, ['Highland'], ['GB', 'GB-SCT'], ['en'], { kit: 'anyone' }),
  // The edge creators: the working-equitation rider, the racehorse groom, the carriage driver, the
  // first-pony owner, the Grand Prix show jumper, and the two blocked ones.
  rider(['dressage', 'breeding-young-horses'], 'national', 3, ['Lusitano'], ['PT', 'PT-14'], ['pt', 'en', 'es'], {
    kit: 'anyone',
    featured: 2,
  }),
  rider(['racing'], 'professional', 6, ['Thoroughbred'], ['GB', 'GB-SFK'], ['en'], { kit: 'anyone', featured: 3 }),
  rider(['carriage-driving'], 'amateur', 1, ['Welsh Cob'], ['DE', 'DE-SH'], ['de', 'en']),
  rider(['trail-leisure'], 'leisure', 1, ['Shetland'], ['GB', 'GB-ENG'], ['en']),
  rider(['show-jumping'], 'international', 6, ['Holsteiner', 'KWPN'], ['NO', 'NO-03'], ['no', 'en', 'de'], {
    kit: 'anyone',
    featured: 1,
  }),
  rider(
    ['breeding-young-horses', 'show-jumping'],
    'professional',
    12,
    ['Czech Warmblood'],
    ['CZ', 'CZ-10'],
    ['cs', 'de'],
  ),
  rider(['trail-leisure'], 'leisure', 1, ['Quarter Horse'], ['US', 'US-TX'], ['en']),
];

/** The audience a creator from here mostly has: their own country, then its neighbours. */
const NEAR: Record<string, string[]> = {
  GB: ['IE', 'US', 'AU'],
  IE: ['GB', 'US', 'AU'],
  US: ['CA', 'GB', 'AU'],
  DE: ['AT', 'CH', 'NL'],
  NL: ['BE', 'DE', 'GB'],
  FR: ['BE', 'CH', 'GB'],
  AU: ['NZ', 'GB', 'US'],
  IT: ['CH', 'FR', 'DE'],
  AR: ['UY', 'ES', 'US'],
  NO: ['SE', 'DK', 'DE'],
  PT: ['ES', 'BR', 'FR'],
  CZ: ['SK', 'DE', 'AT'],
};

const CURRENCY_OF: Record<string, Currency> = { GB: 'GBP', US: 'USD', AU: 'USD', AR: 'USD', NO: 'EUR', CZ: 'EUR' };

const PLATFORM_OF_SITE: [site: string, platform: StatPlatform][] = [
  ['instagram.com', 'Instagram'],
  ['tiktok.com', 'TikTok'],
  ['youtube.com', 'YouTube'],
  ['facebook.com', 'Facebook'],
];

/** What the demo writes for one creator besides their profile. */
export type DemoCreatorFacets = {
  facets: z.output<typeof UpdateCreatorFacetsSchema>;
  handle: string | null;
  mediaKitVisibility: 'anyone' | 'brands' | 'nobody';
  /** Their place among the featured creators (1 first), or null. */
  featuredPlace: number | null;
  ratePackages: { title: string; description: string; priceMinor: number; currency: Currency }[];
};

/** The equestrian facets, media kit and rate packages of demo creator `index`, their figures as of a few weeks before `now`. */
export function demoFacetsOf(creator: DemoCreator, index: number, now: Date): DemoCreatorFacets {
  const row = DEMO_RIDERS[index];
  if (!row) throw new Error(`The demo creator ${creator.email} has no equestrian facets`);
  // A handle only for a verified creator who publishes a kit: the media kit's rules (decision 030).
  const hasKit = row.kit !== undefined && creator.verified && creator.status === 'active';
  const platforms = platformsOf(creator, row, index, now);
  return {
    // Checked as a creator's own edit is, so the demo never holds what the form would refuse.
    facets: UpdateCreatorFacetsSchema.parse({
      disciplines: row.disciplines,
      level: row.level,
      horseCount: row.horses,
      breeds: row.breeds,
      country: row.country,
      region: row.region,
      languages: row.languages,
      platforms,
    }),
    handle: hasKit ? `${creator.firstName}-${creator.lastName}`.toLowerCase() : null,
    mediaKitVisibility: hasKit ? (row.kit ?? 'nobody') : 'nobody',
    featuredPlace: hasKit && row.kit === 'anyone' ? (row.featured ?? null) : null,
    ratePackages: hasKit ? ratePackagesOf(row, platforms) : [],
  };
}

function platformsOf(creator: DemoCreator, row: DemoRider, index: number, now: Date): PlatformStats[] {
  const asOf = new Date(now.getTime() - (14 + (index % 4) * 7) * DAY_MS).toISOString().slice(0, 10);
  const near = NEAR[row.country] ?? [];
  const platforms: PlatformStats[] = [];
  for (const link of creator.socialLinks) {
    const platform = PLATFORM_OF_SITE.find(([site]) => link.link.includes(site))?.[1];
    if (!platform || platforms.some((stats) => stats.platform === platform)) continue;
    const followers = parseFollowerText(link.followerText) ?? 0;
    // Smaller accounts engage more: about 6 % under 50k, 2–3 % past a million, varied per creator.
    const base = followers < 50_000 ? 560 : followers < 300_000 ? 410 : followers < 1_000_000 ? 300 : 220;
    const isVideo = platform === 'TikTok' || platform === 'YouTube';
    const home = 48 + (index % 5) * 4;
    platforms.push({
      platform,
      handle: `@${link.link.split('/').pop()?.replace(/^@/, '') ?? creator.firstName.toLowerCase()}`,
      followers,
      engagementBasisPoints: base + ((index * 37 + platforms.length * 53) % 140),
      averageViews: isVideo ? Math.round(followers * (platform === 'TikTok' ? 0.9 : 0.35)) : null,
      audienceCountries: [
        { country: row.country, percent: home },
        ...near.map((country, position) => ({ country, percent: [14, 8, 5][position] ?? 3 })),
      ],
      ageBands: [
        { band: '13-17', percent: platform === 'TikTok' ? 14 : 6 },
        { band: '18-24', percent: platform === 'TikTok' ? 34 : 22 },
        { band: '25-34', percent: 30 },
        { band: '35-44', percent: 18 },
        { band: '45-54', percent: platform === 'TikTok' ? 4 : 16 },
      ],
      // Equestrian audiences are mostly women; the rest the platforms could not tell.
      gender: { female: 76 + (index % 4) * 3, male: 18 - (index % 4) * 2, other: 1 },
      asOf,
    });
  }
  return platforms;
}

/** Two packages priced by reach, in the currency of where the creator lives. */
function ratePackagesOf(row: DemoRider, platforms: readonly PlatformStats[]): DemoCreatorFacets['ratePackages'] {
  const reach = platforms.reduce((sum, stats) => sum + stats.followers, 0);
  const currency = CURRENCY_OF[row.country] ?? 'EUR';
  // Rounded to 5 in the currency's unit, as a creator would price.
  const price = (units: number) => Math.max(5, Math.round(units / 5) * 5) * 100;
  return [
    {
      title: 'One post and three stories',
      description: 'A feed post of your product in use at the yard, and three stories on the day it goes out.',
      priceMinor: price(120 + reach / 250),
      currency,
    },
    {
      title: 'Short video',
      description: 'A 30 to 60 second video, filmed and edited by me, with organic use for six months.',
      priceMinor: price(250 + reach / 120),
      currency,
    },
  ];
}

/** Demo campaigns that ask for riders of some disciplines or countries (issue 33), by title. */
export const DEMO_CAMPAIGN_TARGETS: Record<string, { disciplines: Discipline[]; countries: string[] }> = {
  'Show Season Tack Room Tour': { disciplines: ['show-jumping', 'hunter-equitation', 'dressage'], countries: [] },
  'Pony Club Snack Challenge': { disciplines: ['hunter-equitation', 'trail-leisure'], countries: ['GB', 'IE'] },
  'Endurance Ride Fuel Plan': { disciplines: ['endurance'], countries: ['US', 'FR', 'GB'] },
  'Senior Horse Nutrition Diaries': { disciplines: [], countries: ['US'] },
};
