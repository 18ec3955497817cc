import type { BrandInfluencerType, CampaignPlatform, CampaignPrice, Niche } from '@equicreators/shared';

/** One password for every demo account, printed at start; never used outside demo data. */
export const DEMO_PASSWORD = 'Canter-Demo-2026';
export const DEMO_EMAIL_DOMAIN = 'equicreators.test';

export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;

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
  },
];

export type DemoDeliverable = { title: string; quantity: number | null; dueInDays: number };

export type DemoCampaign = {
  brandKey: string;
  title: string;
  description: string | null;
  requirements: string;
  deliverables: string;
  deadlines: string;
  /** The deliverables plan (docs/decisions/022), each due this many days after the seeding. */
  plan: DemoDeliverable[];
  compensation: string;
  price: CampaignPrice;
  socialMedia: CampaignPlatform;
  /** Canonical niches (shared NICHES), for the feed's niche filter. */
  niches: Niche[];
  daysAgo: number;
  imageCount: number;
};

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    brandKey: 'hartwell',
    title: 'Autumn Saddle Care Series',
    description:
      'Show your followers how you clean, condition and store a leather saddle through the wet months. We want real barns, real mud and honest results with our Hartwell balsam and glycerine bar.',
    requirements: 'Riders who own or care for at least one leather saddle; 10k+ followers.',
    deliverables: '1 Reel (30-60 s) and 3 Stories with a link sticker.',
    deadlines: 'Content live 1 October - 31 October',
    plan: [
      { title: 'Reel (30-60 s)', quantity: 1, dueInDays: 10 },
      { title: 'Stories with a link sticker', quantity: 3, dueInDays: 12 },
    ],
    compensation: '$450 plus the full leather care kit',
    price: 'Paid',
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
    deliverables: '1 carousel post with 5+ images.',
    deadlines: 'Post by 15 November',
    plan: [{ title: 'Carousel post with 5+ images', quantity: 1, dueInDays: 14 }],
    compensation: 'Hartwell padded bridle (gifted)',
    price: 'Unpaid',
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
    deliverables: '1 Facebook video (2-4 min) and 1 photo post.',
    deadlines: 'Film in March, publish by 10 April',
    plan: [
      { title: 'Facebook video (2-4 min)', quantity: 1, dueInDays: 20 },
      { title: 'Photo post', quantity: 1, dueInDays: 24 },
    ],
    compensation: '$700',
    price: 'Paid',
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
    deliverables: 'Half-day visit, 1 Reel and a Stories takeover.',
    deadlines: 'Visit dates in May; content within 2 weeks',
    plan: [
      { title: 'Half-day workshop visit', quantity: null, dueInDays: 7 },
      { title: 'Reel', quantity: 1, dueInDays: 14 },
      { title: 'Stories takeover', quantity: 1, dueInDays: 16 },
    ],
    compensation: '$1,200 plus travel',
    price: 'Paid',
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
    deliverables: '8 weekly Stories and 1 summary Reel.',
    deadlines: '8 weeks from product arrival',
    plan: [
      { title: 'Weekly Stories', quantity: 8, dueInDays: 56 },
      { title: 'Summary Reel', quantity: 1, dueInDays: 60 },
    ],
    compensation: '$900 and 3 months of feed',
    price: 'Paid',
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
    deliverables: '1 TikTok video and 1 community post.',
    deadlines: 'Publish during school holidays',
    plan: [
      { title: 'TikTok video', quantity: 1, dueInDays: 21 },
      { title: 'Community post', quantity: 1, dueInDays: 21 },
    ],
    compensation: 'Treat hamper for your yard',
    price: 'Unpaid',
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
    deliverables: '1 YouTube video (8-12 min) and 1 Short.',
    deadlines: 'Around your next ride; latest 30 June',
    plan: [
      { title: 'YouTube video (8-12 min)', quantity: 1, dueInDays: 30 },
      { title: 'Short', quantity: 1, dueInDays: 30 },
    ],
    compensation: '$650',
    price: 'Paid',
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
    deliverables: '1 Facebook post with video.',
    deadlines: 'Before 20 December',
    plan: [{ title: 'Facebook post with video', quantity: 1, dueInDays: 25 }],
    compensation: 'Winter feed bundle (gifted)',
    price: 'Unpaid',
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
