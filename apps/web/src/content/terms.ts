import { ACCOUNT_DELETION_RULES, PRODUCT } from '@equicreators/shared';
import type { LegalDocument } from './legal-text';

const { graceDays } = ACCOUNT_DELETION_RULES;

/** The Terms of use (issue 34), written for how the marketplace works; see the privacy notice for data. */
export const TERMS: LegalDocument = {
  title: 'Terms of use',
  summary: `The agreement between you and ${PRODUCT.name} when you use the site as a brand or a content creator.`,
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        `These terms apply between you and us, the team running ${PRODUCT.name}, when you create an account and use the site. You accept them, and our [Privacy notice](/privacy), when you sign up. Nothing in them takes away rights the law gives you as a consumer.`,
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      blocks: [
        {
          list: [
            'Brands may sign up with an e-mail address they confirm with a code. Content creators sign up by invitation only, with the address we invited.',
            'Give true details, keep your password to yourself, and tell us at {supportEmail} if you think someone else has used your account. An account is for one person or one brand.',
            'We may block an account that breaks these terms; a block ends its logins at once.',
          ],
        },
      ],
    },
    {
      id: 'brands',
      title: 'Brands',
      blocks: [
        {
          list: [
            'Creating campaigns, inviting and hiring creators and sending messages need a paid plan, taken online or arranged with our team. The price and the billing interval are shown before you pay.',
            'If your plan lapses you can still read everything, review and accept work already delivered, and close work and campaigns, so no creator is left waiting on you.',
            'A campaign must describe a real offer: what you pay or give, what you ask for, and the dates. Keep to the deal you hire a creator on, or agree a change with them on the site.',
          ],
        },
      ],
    },
    {
      id: 'creators',
      title: 'Content creators',
      blocks: [
        {
          list: [
            'Apply only to campaigns you mean to do, deliver the work as agreed and on time, and tell the brand early through the thread if something changes.',
            'Your profile and follower counts must be your own and true.',
            'The club is a separate, optional paid membership, which you can end in the billing portal.',
          ],
        },
      ],
    },
    {
      id: 'deals-and-payments',
      title: 'Deals and payments',
      blocks: [
        {
          list: [
            'When online payment is on, a brand pays a paid deal when hiring, through Stripe. We hold the money and release it to the creator’s payout account when the work is completed. The platform fee is shown before anyone pays.',
            'Either party may open a dispute about a payment that is held. The money then stays frozen until the parties agree how to split it, or one of our admins decides.',
            'When online payment is off, the deal is recorded on the site and paid between the brand and the creator directly.',
            'Payments and payouts are handled by Stripe, under Stripe’s own terms for the parts you use on its pages.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Your content',
      blocks: [
        {
          list: [
            'What you upload stays yours. You let us store it and show it to the people the site shows it to, for as long as it is needed to run the service.',
            'What a brand may do with delivered work (the usage rights) is what the deal says.',
            'A creator’s portfolio shows work from an order only with the consent the site asks for.',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: 'How we treat each other',
      blocks: [
        'Do not post anything unlawful, misleading, hateful or harassing, anything you have no right to share, or anything that harms people or animals. Do not try to break, overload or get around the site’s security, or to read what is not yours. Care for horses and the people around them comes first, on and off camera.',
      ],
    },
    {
      id: 'leaving',
      title: 'Leaving',
      blocks: [
        `You may delete your account at any time with “Delete my account” in the account menu. It is erased ${graceDays} days later, unless you log in before then; while money is held for one of your orders or a dispute is open, deletion waits until that is settled. Our [Privacy notice](/privacy) says what is kept and why.`,
      ],
    },
    {
      id: 'our-part',
      title: 'Our part',
      blocks: [
        'We work to keep the site running, safe and fair, but we cannot promise it will always be available or free of faults. We are not a party to the deals between brands and creators, beyond holding and releasing payments as described above. Where the law allows, we are not responsible for losses we could not reasonably foresee.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'The date of this version is at the top of the page. When we change these terms, we show the new version to you once when you next log in and ask you to accept it; you may delete your account instead.',
      ],
    },
  ],
};
