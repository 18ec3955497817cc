import type { PartnerType } from '@equicreators/shared';

export type CarouselSlide = { title: string; text: string };

/** The marketing text beside each wizard (spec §2: right-side carousel per role). */
export const CAROUSEL_SLIDES: Record<PartnerType, CarouselSlide[]> = {
  contentCreator: [
    {
      title: 'Paid and gifted brand deals',
      text: 'Equestrian brands come to EquiCreators to find riders like you. Apply to their campaigns in a click.',
    },
    {
      title: 'A network of 100+ creators',
      text: 'Meet riders, grooms and horse lovers who create for a living, swap tips and grow together.',
    },
    {
      title: 'VIP access to shows and events',
      text: 'Members get free access to the festival, horse shows and retreats, with content opportunities all around.',
    },
  ],
  brand: [
    {
      title: 'Creators your customers trust',
      text: 'Browse equestrian creators by niche and reach, with verified profiles and real follower counts.',
    },
    {
      title: 'Invite, hire and manage in one place',
      text: 'Publish a campaign, invite the creators you like, hire applicants and approve their work.',
    },
    {
      title: 'Paid or gifted, Instagram or Facebook',
      text: 'Run the campaigns that suit your brand, from product seeding to long-term ambassadors.',
    },
  ],
};
