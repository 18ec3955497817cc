import type { AccountStatus, Niche } from '@equicreators/shared';
import { DEMO_BIOS } from './demo-bios.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-content.ts';

/** The demo's creators; the generated ones (`db:seed -- --creators N`) reuse the names and styles. */
export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Sofia',
  'Noah',
  'Isla',
  'Mateo',
  'Grace',
  'Elijah',
  'Chloe',
  'Lucas',
  'Maya',
  'Henry',
  'Zara',
  'Oliver',
  'Amara',
  'Theo',
  'Hannah',
  'Kai',
  'Freya',
  'Jonah',
  'Leila',
  'Samuel',
  'Nora',
  'Diego',
  'Imani',
  'Felix',
  'Rosa',
  'Arjun',
  'Willow',
  'Callum',
];
export const LAST_NAMES = [
  'Sinclair',
  'Okafor',
  'Marchetti',
  'Bennett',
  'Duarte',
  'Kowalski',
  'Ashford',
  'Nakamura',
  'Whitlock',
  'Haddad',
  'Fontaine',
  'Gallagher',
  'Mensah',
  'Lindgren',
  'Castillo',
  'Reyes',
  'Adebayo',
  'Thornton',
  'Moreau',
  'Quinlan',
  'Iverson',
  'Delacroix',
  'Hollis',
  'Varga',
  'Osei',
  'Brennan',
  'Calloway',
  'Sato',
  'Everly',
  'Mackenzie',
];

export const RIDING_STYLES = [
  'show jumper',
  'dressage rider',
  'trail rider',
  'eventer',
  'barrel racer',
  'polo player',
  'western pleasure rider',
  'vaulter',
  'pony club coach',
  'endurance rider',
];

// Spread over every follower range, so each filter has creators to find.
const FOLLOWER_TEXTS = [
  '8.2k',
  '45k',
  '96k',
  '120k',
  '155k',
  '210k',
  '260k',
  '310k',
  '365k',
  '420k',
  '480k',
  '530k',
  '590k',
  '640k',
  '690k',
  '725k',
  '780k',
  '835K',
  '1.2m',
  '2.5m',
  '12,400',
  '64k',
  '99k',
  '180k',
  '240k',
  '350k',
  '455k',
  '615k',
  '760k',
  '1.5m',
];

export type DemoCreator = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  bio: string;
  description: string;
  niches: Niche[];
  verified: boolean;
  status: AccountStatus;
  socialLinks: { link: string; followerText: string }[];
};

const NICHE_ROTATION: Niche[][] = [
  ['Lifestyle', 'Fashion'],
  ['Sports', 'Fitness'],
  ['Travel', 'Photography'],
  ['Education', 'Lifestyle'],
  ['Beauty', 'Luxury'],
  ['Food', 'Health'],
  ['Comedy', 'Lifestyle'],
  ['Art', 'Photography'],
  ['Parenting', 'Education'],
  ['College/Student Life', 'Fitness'],
  ['Music', 'Travel'],
  ['Luxury', 'Fashion', 'Travel'],
];

/**
 * Thirty creators with varied niches, reach and verification (the first is the demo creator login;
 * journeys rely on several by e-mail and on their entries, so their order never changes), then
 * DEMO_EDGE_CREATORS.
 */
export function demoCreators(): DemoCreator[] {
  return [...rotatedCreators(), ...DEMO_EDGE_CREATORS.map(edgeCreator)];
}

function rotatedCreators(): DemoCreator[] {
  return FIRST_NAMES.map((firstName, index) => {
    const lastName = LAST_NAMES[index] ?? 'Rider';
    const handle = `${firstName}.${lastName}`.toLowerCase();
    const style = RIDING_STYLES[index % RIDING_STYLES.length] ?? 'rider';
    const followerText = FOLLOWER_TEXTS[index] ?? '10k';
    const socialLinks = [{ link: `https://www.instagram.com/${handle.replace('.', '_')}`, followerText }];
    if (index % 3 === 0)
      socialLinks.push({ link: `https://www.tiktok.com/@${handle.replace('.', '')}`, followerText: '24k' });
    if (index % 4 === 1)
      socialLinks.push({ link: `https://www.youtube.com/@${handle.replace('.', '')}`, followerText: '6.5k' });
    return {
      email: `${handle}@${DEMO_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      phoneNumber: `20255501${String(index).padStart(2, '0')}`,
      bio: DEMO_BIOS[index]?.bio ?? `Amateur ${style}.`,
      description: DEMO_BIOS[index]?.description ?? '',
      niches: NICHE_ROTATION[index % NICHE_ROTATION.length] ?? ['Lifestyle'],
      verified: index % 5 !== 2 && index % 3 !== 1,
      status: 'active',
      socialLinks,
    };
  });
}

type EdgeCreator = {
  firstName: string;
  lastName: string;
  style: string;
  bio: string;
  description: string;
  niches: Niche[];
  verified: boolean;
  status?: AccountStatus;
  /** [site, follower text]; their sum is what the follower filter reads. */
  links: [site: 'instagram' | 'tiktok' | 'youtube' | 'facebook' | 'x', followerText: string][];
};

/**
 * Creators on the follower ranges' edges (exactly 100k and 800k belong to the lower range; 0 to
 * the first), one with no reach yet, and two blocked ones that no list may show. DEMO_EDGE_ENTRIES
 * puts some of them on Hartwell's campaigns.
 */
export const DEMO_EDGE_CREATORS: EdgeCreator[] = [
  {
    firstName: 'Ines',
    lastName: 'Carvalho',
    style: 'working equitation rider',
    bio: 'Working equitation rider from the Ribatejo, with a Lusitano who loves the obstacles.',
    description:
      'Ease-of-handling courses explained gate by gate, cattle-work clips and the traditional tack we still use.',
    niches: ['Sports', 'Photography'],
    verified: true,
    links: [['instagram', '100k']],
  },
  {
    firstName: 'Marius',
    lastName: 'Oduya',
    style: 'racehorse groom',
    bio: 'Racehorse groom: 5 a.m. starts, six horses, one very loud kettle.',
    description:
      'Life inside a racing yard, from the gallops to raceday turnout, and the money side of working with horses.',
    niches: ['Sports', 'Lifestyle', 'Finance'],
    verified: true,
    links: [
      ['youtube', '600k'],
      ['instagram', '200k'],
    ],
  },
  {
    firstName: 'Elsa',
    lastName: 'Brandt',
    style: 'driving enthusiast',
    bio: 'Carriage driver restoring a 1920s gig with my cob, Moss.',
    description: 'Harness fitting, restoration diaries and country drives, filmed from the box seat.',
    niches: ['Automotive', 'Travel'],
    verified: false,
    links: [
      ['facebook', '100,001'],
      ['x', '99.9k'],
    ],
  },
  {
    firstName: 'Tobias',
    lastName: 'Wren',
    style: 'first-pony owner',
    bio: 'Just bought our first pony. Learning everything, in public.',
    description: 'The questions we were too shy to ask at the yard, and the books and people that answered them.',
    niches: ['Parenting', 'Books'],
    verified: false,
    links: [['tiktok', '0']],
  },
  {
    firstName: 'Yara',
    lastName: 'Solberg',
    style: 'Grand Prix rider',
    bio: 'Grand Prix show jumper, based in Norway and on the road most of the year.',
    description:
      'International shows from the inside: travel with horses, the team behind each round and the kit I trust at that height.',
    niches: ['Luxury', 'Sports', 'Fashion'],
    verified: true,
    links: [
      ['instagram', '3.1m'],
      ['youtube', '1.4m'],
      ['tiktok', '300k'],
      ['x', '45k'],
    ],
  },
  {
    firstName: 'Pavel',
    lastName: 'Novak',
    style: 'horse dealer',
    bio: 'Horse dealer buying and selling sport horses across Europe.',
    description: 'Market reports and sale videos.',
    niches: ['Finance', 'Politics'],
    verified: false,
    status: 'blocked',
    links: [['facebook', '540k']],
  },
  {
    firstName: 'Dana',
    lastName: 'Kirby',
    style: 'barn influencer',
    bio: 'Barn pranks and yard humour.',
    description: 'Sketches and pranks filmed at the yard.',
    niches: ['Comedy', 'Gaming'],
    verified: false,
    status: 'blocked',
    links: [['tiktok', '72k']],
  },
];

const LINK_OF_SITE: Record<EdgeCreator['links'][number][0], (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  x: (handle) => `https://x.com/${handle}`,
};

function edgeCreator(creator: EdgeCreator, index: number): DemoCreator {
  const handle = `${creator.firstName}.${creator.lastName}`.toLowerCase();
  return {
    email: `${handle}@${DEMO_EMAIL_DOMAIN}`,
    firstName: creator.firstName,
    lastName: creator.lastName,
    phoneNumber: `20255502${String(index).padStart(2, '0')}`,
    bio: creator.bio,
    description: creator.description,
    niches: creator.niches,
    verified: creator.verified,
    status: creator.status ?? 'active',
    socialLinks: creator.links.map(([site, followerText]) => ({
      link: LINK_OF_SITE[site](handle.replace('.', '_')),
      followerText,
    })),
  };
}
