import type {
  BrandInfluencerType,
  CampaignOffer,
  CampaignPlatform,
  Niche,
  OfferDeliverable,
} from '@equicreators/shared';

/** One password for every demo account, printed at start; never used outside demo data. */
export const DEMO_PASSWORD = 'Canter-Demo-2026';
export const DEMO_EMAIL_DOMAIN = 'equicreators.test';

export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;

/**
 * The one demo partner who joined before the Terms and the Privacy notice existed (issue 34): her
 * first login shows the dialog asking to accept them, as every account made before them sees it.
 * Every other demo brand and creator accepted the version in force when they joined.
 */
export const DEMO_CREATOR_BEFORE_TERMS_EMAIL = `willow.everly@${DEMO_EMAIL_DOMAIN}`;

export type DemoBrand = {
  key: string;
  email: string;
  fullName: string;
  companyName: string;
  phone: string;
  brandDescription: string;
  influencerTypes: BrandInfluencerType[];
  brandAddress: string;
  collaborationType: string;
  subscription: string;
  payment: boolean;
  /** The zone its offers' dates are read in (where the brand is). */
  timeZone: string;
};

export const DEMO_BRANDS: DemoBrand[] = [
  {
    key: 'hartwell',
    email: `hartwell@${DEMO_EMAIL_DOMAIN}`,
    fullName: 'Eleanor Hartwell',
    companyName: 'Hartwell Saddlery',
    phone: '4155550132',
    brandDescription: 'Hand-stitched English saddles, bridles and leather care made in small batches since 1968.',
    influencerTypes: ['Paid Campaigns', 'Gifted Campaigns', 'PR'],
    brandAddress: '14 Tannery Lane, Lexington, KY 40507',
    collaborationType: 'Long-term ambassadors',
    subscription: 'Yearly',
    payment: true,
    timeZone: 'America/New_York',
  },
  {
    key: 'northfield',
    email: `northfield@${DEMO_EMAIL_DOMAIN}`,
    fullName: 'Marcus Lindqvist',
    companyName: 'Northfield Equine Nutrition',
    phone: '6125550178',
    brandDescription: 'Science-led feeds and supplements for sport horses, ponies and veterans.',
    influencerTypes: ['Paid Campaigns', 'Sponsorships', 'Affiliate Programs'],
    brandAddress: '220 Mill Road, Ocala, FL 34471',
    collaborationType: 'Campaign by campaign',
    subscription: 'Monthly',
    payment: true,
    timeZone: 'America/New_York',
  },
  {
    key: 'meadowlark',
    email: `meadowlark@${DEMO_EMAIL_DOMAIN}`,
    fullName: 'Priya Raman',
    companyName: 'Meadowlark Riding Apparel',
    phone: '5035550114',
    brandDescription: 'Breathable, sustainable riding wear for everyday barn life and the show ring.',
    influencerTypes: ['Gifted Campaigns', 'Affiliate Programs'],
    brandAddress: '9 Orchard Street, Portland, OR 97205',
    collaborationType: 'Gifted product seeding',
    subscription: 'Monthly',
    payment: false,
    timeZone: 'America/Los_Angeles',
  },
];

/** A deliverable of a demo offer, due this many days after the seeding. */
export type DemoOfferDeliverable = Omit<OfferDeliverable, 'dueDate'> & { dueInDays: number };

/**
 * A demo campaign's offer (issue 31), its days counted from the seeding so the demo stays open
 * whenever it is seeded: applications close after `applyWithinDays`, content runs from
 * `contentFromDays` to `contentToDays`, each deliverable due inside that window.
 */
export type DemoOffer = Omit<
  CampaignOffer,
  'timeZone' | 'applicationDeadline' | 'contentStart' | 'contentEnd' | 'deliverables'
> & {
  applyWithinDays: number;
  contentFromDays: number;
  contentToDays: number;
  deliverables: DemoOfferDeliverable[];
};

export type DemoCampaign = {
  brandKey: string;
  title: string;
  description: string | null;
  requirements: string;
  offer: DemoOffer;
  socialMedia: CampaignPlatform;
  /** Canonical niches (shared NICHES), for the feed's niche filter. */
  niches: Niche[];
  daysAgo: number;
  imageCount: number;
};

/** What a demo offer leaves as most offers do: organic use, no exclusivity, no tags or links. */
const PLAIN_TERMS = {
  productName: null,
  productValueMinor: null,
  commissionBasisPoints: null,
  usageRights: { kind: 'organic', months: null },
  exclusivity: null,
  mentions: [],
  hashtags: [],
  links: [],
  dos: '',
  donts: '',
} satisfies Partial<DemoOffer>;

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    brandKey: 'hartwell',
    title: 'Autumn Saddle Care Series',
    description:
      'Show your followers how you clean, condition and store a leather saddle through the wet months. We want real barns, real mud and honest results with our Hartwell balsam and glycerine bar.',
    requirements: 'Riders who own or care for at least one leather saddle; 10k+ followers.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['fee', 'gifted'],
      currency: 'USD',
      feeMinor: 45_000,
      productName: 'The full Hartwell leather care kit',
      spots: 4,
      applyWithinDays: 6,
      contentFromDays: 7,
      contentToDays: 30,
      deliverables: [
        { platform: 'Instagram', format: 'reel', quantity: 1, dueInDays: 10, notes: '30-60 s' },
        { platform: 'Instagram', format: 'story', quantity: 3, dueInDays: 12, notes: 'With a link sticker' },
      ],
      hashtags: ['#HartwellSaddleCare'],
    },
    socialMedia: 'Instagram',
    niches: ['Lifestyle', 'Sports'],
    daysAgo: 2,
    imageCount: 2,
  },
  {
    brandKey: 'hartwell',
    title: 'First Bridle Stories',
    description:
      "Tell the story of your first bridle, or your horse's. Nostalgia, lessons learned, and what you ride in now.",
    requirements: 'Any discipline; storytelling over follower count.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['gifted'],
      currency: 'USD',
      feeMinor: null,
      productName: 'Hartwell padded bridle',
      spots: 6,
      applyWithinDays: 7,
      contentFromDays: 8,
      contentToDays: 28,
      deliverables: [
        { platform: 'Instagram', format: 'post', quantity: 1, dueInDays: 14, notes: 'Carousel, 5+ images' },
      ],
    },
    socialMedia: 'Instagram',
    niches: ['Lifestyle'],
    daysAgo: 6,
    imageCount: 1,
  },
  {
    brandKey: 'hartwell',
    title: 'Show Season Tack Room Tour',
    description:
      'A relaxed walk through your tack room before show season: what you pack, what you polish, what never leaves the trailer.',
    requirements: 'Competing riders with a tidy (or honestly untidy) tack room.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['fee'],
      currency: 'USD',
      feeMinor: 70_000,
      spots: 3,
      applyWithinDays: 10,
      contentFromDays: 12,
      contentToDays: 35,
      deliverables: [
        { platform: 'Facebook', format: 'short_video', quantity: 1, dueInDays: 20, notes: '2-4 min' },
        { platform: 'Facebook', format: 'post', quantity: 1, dueInDays: 24, notes: 'Photo post' },
      ],
    },
    socialMedia: 'Facebook',
    niches: ['Sports', 'Lifestyle'],
    daysAgo: 12,
    imageCount: 3,
  },
  {
    brandKey: 'hartwell',
    title: 'Leather Workshop Visit',
    description: null,
    requirements: 'Within driving distance of Lexington, KY.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['fee'],
      currency: 'USD',
      feeMinor: 120_000,
      spots: 4,
      applyWithinDays: 5,
      contentFromDays: 6,
      contentToDays: 30,
      deliverables: [
        {
          platform: 'Instagram',
          format: 'reel',
          quantity: 1,
          dueInDays: 14,
          notes: 'Filmed on a half-day workshop visit',
        },
        { platform: 'Instagram', format: 'story', quantity: 1, dueInDays: 16, notes: 'Stories takeover' },
      ],
      dos: 'Travel to the workshop is paid on top of the fee.',
    },
    socialMedia: 'Instagram',
    niches: ['Art', 'Travel'],
    daysAgo: 20,
    imageCount: 1,
  },
  {
    brandKey: 'northfield',
    title: 'Senior Horse Nutrition Diaries',
    description:
      'Follow your veteran horse for eight weeks on Northfield Golden Years. Weekly check-ins on condition, coat and energy, written in your own voice.',
    requirements: 'A horse aged 18+; weekly photos from the same angle.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['fee', 'gifted'],
      currency: 'USD',
      feeMinor: 90_000,
      productName: '3 months of Northfield Golden Years',
      spots: 5,
      applyWithinDays: 9,
      contentFromDays: 10,
      contentToDays: 70,
      deliverables: [
        { platform: 'Instagram', format: 'story', quantity: 8, dueInDays: 56, notes: 'Weekly check-ins' },
        { platform: 'Instagram', format: 'reel', quantity: 1, dueInDays: 60, notes: 'Summary' },
      ],
      usageRights: { kind: 'paid_ads', months: 6 },
    },
    socialMedia: 'Instagram',
    niches: ['Health', 'Food'],
    daysAgo: 1,
    imageCount: 2,
  },
  {
    brandKey: 'northfield',
    title: 'Pony Club Snack Challenge',
    description:
      "A fun, safe treat-making video with young riders (with guardians' consent) using our apple and oat bites.",
    requirements: 'Coaches or parents of pony club members.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['gifted'],
      currency: 'USD',
      feeMinor: null,
      productName: 'Treat hamper for your yard',
      spots: 8,
      applyWithinDays: 10,
      contentFromDays: 11,
      contentToDays: 35,
      deliverables: [
        { platform: 'TikTok', format: 'short_video', quantity: 1, dueInDays: 21, notes: '' },
        { platform: 'TikTok', format: 'post', quantity: 1, dueInDays: 21, notes: 'Community post' },
      ],
    },
    socialMedia: 'TikTok',
    niches: ['Food', 'Parenting'],
    daysAgo: 9,
    imageCount: 1,
  },
  {
    brandKey: 'northfield',
    title: 'Endurance Ride Fuel Plan',
    description:
      'Share how you fuel and hydrate your horse before, during and after a 50-mile ride, featuring Northfield Electrolyte Plus.',
    requirements: 'Completed at least one endurance ride in the last year.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['fee'],
      currency: 'USD',
      feeMinor: 65_000,
      spots: 3,
      applyWithinDays: 14,
      contentFromDays: 15,
      contentToDays: 45,
      deliverables: [
        { platform: 'YouTube', format: 'long_video', quantity: 1, dueInDays: 30, notes: '8-12 min' },
        { platform: 'YouTube', format: 'short_video', quantity: 1, dueInDays: 30, notes: '' },
      ],
    },
    socialMedia: 'YouTube',
    niches: ['Sports', 'Fitness'],
    daysAgo: 15,
    imageCount: 2,
  },
  {
    brandKey: 'northfield',
    title: 'Barn Kitchen Recipes',
    description: 'Your best warm mash recipe for cold evenings, filmed in your barn kitchen.',
    requirements: 'Any creator with horses in their care.',
    offer: {
      ...PLAIN_TERMS,
      kinds: ['gifted'],
      currency: 'USD',
      feeMinor: null,
      productName: 'Winter feed bundle',
      spots: 10,
      applyWithinDays: 12,
      contentFromDays: 13,
      contentToDays: 35,
      deliverables: [{ platform: 'Facebook', format: 'post', quantity: 1, dueInDays: 25, notes: 'Post with video' }],
    },
    socialMedia: 'Facebook',
    niches: ['Food'],
    daysAgo: 27,
    imageCount: 1,
  },
];

export const DEMO_PENDING_INVITATIONS = [`new.rider@${DEMO_EMAIL_DOMAIN}`, `young.eventer@${DEMO_EMAIL_DOMAIN}`];

export const DEMO_MESSAGES = [
  'Hi! Thanks for applying - we loved your last reel. Can you share your shipping address for the kit?',
  'Of course! I have sent it by e-mail. So excited to try it on my old jumping saddle.',
  'Parcel is on its way. Please share a draft before posting so we can check the product names.',
  'Draft attached in my next message - let me know what you think!',
  'Looking forward to it! Remember the link sticker on the Stories.',
];
