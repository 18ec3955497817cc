import { feeTermsSentences, type PaymentTerms } from '@equicreators/shared';
import { CLUB } from './club';

export type FaqEntry = { question: string; answer: string[] };

/**
 * How paid deals are paid: through EquiCreators at the configured fees (issue 46), or, where
 * online payment is off, as agreed between the two parties, with no platform fee to name.
 */
function dealPaymentAnswer(terms: PaymentTerms | null): string[] {
  const fees = terms?.enabled ? feeTermsSentences(terms.fees) : null;
  if (!fees)
    return [
      'Brands choose a business plan to create campaigns. Paid campaigns are paid as agreed in each campaign; gifted campaigns pay in product.',
    ];
  return [
    'Brands choose a business plan to create campaigns. Paid campaigns are paid through EquiCreators; gifted campaigns pay in product.',
    fees.brand,
    fees.creator,
  ];
}

/** Spec §2 FAQ: nine questions, answered from the facts of spec §1 and the configured fees. */
export function faqOf(terms: PaymentTerms | null): FaqEntry[] {
  return [
    {
      question: 'What is EquiCreators?',
      answer: [
        'A marketplace where brands find, invite and hire equestrian content creators on Instagram, TikTok, YouTube and UGC, and a paid club for those creators.',
        `Our mission: ${CLUB.mission}`,
      ],
    },
    {
      question: 'How do I join as a content creator?',
      answer: [
        'Creator accounts are by invitation. Apply through our application form (linked on the Join and Club pages); when we invite you, you receive an e-mail, sign up at Join with that address and confirm it with the code we send.',
        'Not accepted this time? You are welcome to apply again.',
      ],
    },
    {
      question: 'What do I get as a member?',
      answer: [CLUB.perks.map((perk) => perk.title).join(', ') + '.'],
    },
    {
      question: 'What is expected of members?',
      answer: [
        `Four things: ${CLUB.expectations.map((expectation) => expectation.title.toLowerCase()).join(', ')}. In short, content made with care, briefs and deadlines respected, your own ideas, and kindness to people and horses.`,
      ],
    },
    {
      question: 'How does payment work?',
      answer: [`Club membership is ${CLUB.fee.monthly} a month, ${CLUB.fee.yearlyNote}.`, ...dealPaymentAnswer(terms)],
    },
    {
      question: 'Where do I buy tickets for events?',
      answer: [
        'Club members do not need tickets: VIP access to our festival and events is part of membership.',
        'Everyone else can buy tickets through the links we share on Instagram, Facebook and YouTube when each event is announced.',
      ],
    },
    {
      question: 'Do I need to be an equestrian?',
      answer: [
        'No. The club is for creators of content with any equines, and riding is not required. Grooms, owners, breeders and horse lovers all belong here.',
      ],
    },
    {
      question: 'Which backgrounds do you accept?',
      answer: [
        'Every background. Diversity is part of why the club exists: the equestrian world should look like the world.',
      ],
    },
    {
      question: 'What goes into club dues?',
      answer: [
        `Your dues pay for: ${CLUB.duesCover.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join('; ')}.`,
      ],
    },
  ];
}
