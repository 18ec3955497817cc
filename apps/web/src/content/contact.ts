/** The Contact Us page's static blocks (spec §2); the addresses themselves come from the site configuration. */
export const CONTACT = {
  intro: 'Questions about campaigns, billing or the club? Send us a message and we answer within one business day.',
  hours: 'Mon-Fri 8am to 5pm',
} as const;
