/** The club's facts (spec §1), written once for /club, /joinclub, the FAQ and the home page. */
export const CLUB = {
  mission:
    'We bridge the equestrian world and the world beyond the barn: creators who live with horses tell their stories to audiences who have never sat in a saddle, and brands reach both.',
  perks: [
    {
      title: 'VIP festival and event access',
      text: 'Free VIP access to our festival and events, and to horse shows through the year.',
    },
    { title: 'Retreats', text: 'Housing and trips on club retreats, made for riding, filming and friendship.' },
    {
      title: 'A network of 100+ creators',
      text: 'Riders, grooms, breeders and horse lovers who create for a living, and share what works.',
    },
    {
      title: 'Tutorials',
      text: 'Filming, editing, storytelling and pitching, taught by creators who do it every day.',
    },
    {
      title: 'Paid and gifted brand deals',
      text: 'First access to campaigns from equestrian and lifestyle brands on EquiCreators.',
    },
    { title: 'PR collateral', text: 'Media kits and press material that present you and your horses at your best.' },
    { title: 'Uniform and merchandise', text: 'The club uniform and merchandise, so members are known at every show.' },
  ],
  expectations: [
    { title: 'Luxury', text: 'Content with care and polish, worthy of the brands and horses in it.' },
    { title: 'Professionalism', text: 'Deadlines met, briefs followed, and brands treated as partners.' },
    { title: 'Creativity', text: 'Your own voice and ideas; we are here to amplify them, not copy them.' },
    { title: 'Respectful conduct', text: 'Kindness to people and horses, online and at the yard.' },
  ],
  fee: { monthly: '$19.99', yearlyNote: 'or save with the discounted yearly membership' },
  duesCover: [
    'Club meetings every two weeks',
    'Account boosting: upload to the group forum, and the club edits and posts your content',
    'One-to-one growth help from our founder for new members',
    'A masterclass',
    'Paid and unpaid perks through the year',
  ],
  whoMayJoin: [
    'Creators of content with any equines: horses, ponies, donkeys, mules and minis. Riding is not required.',
    'Every background is welcome: diversity makes the club, and the equestrian world, better.',
    'Applications are reviewed by hand. If you are not accepted, you are welcome to apply again.',
  ],
} as const;
