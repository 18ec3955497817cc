import type { PageMeta } from '@equicreators/shared';

/** Each public page's title and description (for the tab, search engines and link previews). */
export const PAGE_META = {
  home: {
    title: null,
    description:
      'EquiCreators is the marketplace where brands find, invite and hire equestrian content creators on Instagram, TikTok, YouTube and UGC, and the club for those creators.',
  },
  about: {
    title: 'About Us',
    description:
      'Who we are: the story, mission, founder and goals of EquiCreators, the home of equestrian content creators.',
  },
  club: {
    title: 'The Club',
    description:
      'The EquiCreators club for equestrian content creators: VIP events, retreats, brand deals, tutorials and a network of 100+ creators, from $19.99 a month.',
  },
  joinClub: {
    title: 'Join Club',
    description:
      'Join the EquiCreators club: perks, events and brand deals for creators who work with horses and any equines.',
  },
  faq: {
    title: 'FAQ',
    description:
      'Answers about EquiCreators: joining as a creator, club perks and dues, payment, events and who can apply.',
  },
  terms: {
    title: 'Terms of use',
    description:
      'The terms between EquiCreators and the brands and content creators who use it: accounts, plans, deals and payments, content and leaving.',
  },
  privacy: {
    title: 'Privacy notice',
    description:
      'What personal data EquiCreators holds and why, who processes it, how long it is kept, your rights and how to use them, cookies and storage.',
  },
  join: {
    title: 'Join',
    description: 'Sign up to EquiCreators as a brand, or as an invited content creator.',
  },
  login: {
    title: 'Login',
    description: 'Log in to EquiCreators as a content creator or a brand.',
  },
} satisfies Record<string, PageMeta>;
