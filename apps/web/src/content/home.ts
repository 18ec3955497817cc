/** The home page's copy (spec §2, Home). */
export const HOME = {
  eyebrow: 'The equestrian creator marketplace',
  marketing: {
    title: 'Influencer Marketing Simplified',
    text: 'Find and hire top Instagram, TikTok, YouTube and UGC influencers from the equestrian world, and run your campaigns with them in one place.',
    steps: [
      { title: 'Find', text: 'Browse creators by niche and reach, with verified profiles and real follower counts.' },
      {
        title: 'Invite and hire',
        text: 'Publish a paid or gifted campaign, invite the creators you like, and hire applicants.',
      },
      { title: 'Work together', text: 'Brief, message, share files and approve the content, all in one thread.' },
    ],
  },
  featured: {
    title: 'Featured creators',
    text: 'Verified creators chosen by our team. Open a media kit to see their audience, figures and rates.',
    mediaKit: 'See media kit',
  },
  why: {
    title: 'Why equestrian creators?',
    points: [
      {
        title: 'Audiences that stay',
        text: 'Horse people follow for years, not scrolls: the bond with a horse is a story told daily.',
      },
      {
        title: 'Trust you cannot buy',
        text: 'Riders recommend what they use at the yard. Their audiences know it and act on it.',
      },
      {
        title: 'A lifestyle, not a niche',
        text: 'Fashion, travel, fitness, food and family all meet at the barn, and so do your customers.',
      },
      { title: 'Beautiful by nature', text: 'Horses, landscapes and golden-hour light make content people stop for.' },
    ],
  },
  howItWorks: {
    title: 'How it works',
    steps: [
      'Brands sign up, choose a business plan and publish campaigns.',
      'Invited creators apply to the campaigns that suit them and their horses.',
      'Brands hire, message and approve the work; creators deliver and get paid or gifted.',
    ],
  },
  contact: {
    title: 'Get in Touch',
    text: 'Questions about a campaign, the club or a partnership? Write to us and we will answer within a business day.',
  },
} as const;
