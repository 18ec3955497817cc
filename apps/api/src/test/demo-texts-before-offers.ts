import type { CampaignPlatform, CampaignPrice } from '@equicreators/shared';

/**
 * The demo campaigns' terms as the demo wrote them before offers were data (issue 31): free texts.
 * A database seeded then still holds them until its start-up reads them, so they are the demo
 * corpus the offer parser is measured on, and the old texts the migration tests start from.
 */
export type TextsBeforeOffers = {
  title: string;
  compensation: string;
  deadlines: string;
  deliverables: string;
  price: CampaignPrice;
  socialMedia: CampaignPlatform;
};

export const DEMO_TEXTS_BEFORE_OFFERS: TextsBeforeOffers[] = [
  {
    title: 'Autumn Saddle Care Series',
    compensation: '$450 plus the full leather care kit',
    deadlines: 'Content live 1 October - 31 October',
    deliverables: '1 Reel (30-60 s) and 3 Stories with a link sticker.',
    price: 'Paid',
    socialMedia: 'Instagram',
  },
  {
    title: 'First Bridle Stories',
    compensation: 'Hartwell padded bridle (gifted)',
    deadlines: 'Post by 15 November',
    deliverables: '1 carousel post with 5+ images.',
    price: 'Unpaid',
    socialMedia: 'Instagram',
  },
  {
    title: 'Show Season Tack Room Tour',
    compensation: '$700',
    deadlines: 'Film in March, publish by 10 April',
    deliverables: '1 Facebook video (2-4 min) and 1 photo post.',
    price: 'Paid',
    socialMedia: 'Facebook',
  },
  {
    title: 'Leather Workshop Visit',
    compensation: '$1,200 plus travel',
    deadlines: 'Visit dates in May; content within 2 weeks',
    deliverables: 'Half-day visit, 1 Reel and a Stories takeover.',
    price: 'Paid',
    socialMedia: 'Instagram',
  },
  {
    title: 'Senior Horse Nutrition Diaries',
    compensation: '$900 and 3 months of feed',
    deadlines: '8 weeks from product arrival',
    deliverables: '8 weekly Stories and 1 summary Reel.',
    price: 'Paid',
    socialMedia: 'Instagram',
  },
  {
    title: 'Pony Club Snack Challenge',
    compensation: 'Treat hamper for your yard',
    deadlines: 'Publish during school holidays',
    deliverables: '1 TikTok video and 1 community post.',
    price: 'Unpaid',
    socialMedia: 'TikTok',
  },
  {
    title: 'Endurance Ride Fuel Plan',
    compensation: '$650',
    deadlines: 'Around your next ride; latest 30 June',
    deliverables: '1 YouTube video (8-12 min) and 1 Short.',
    price: 'Paid',
    socialMedia: 'YouTube',
  },
  {
    title: 'Barn Kitchen Recipes',
    compensation: 'Winter feed bundle (gifted)',
    deadlines: 'Before 20 December',
    deliverables: '1 Facebook post with video.',
    price: 'Unpaid',
    socialMedia: 'Facebook',
  },
];
