import { describe, expect, it } from 'vitest';
import { faqOf } from './faq';

const paymentAnswer = (terms: Parameters<typeof faqOf>[0]) =>
  faqOf(terms)
    .find((entry) => entry.question === 'How does payment work?')
    ?.answer.join(' ') ?? '';

describe('the FAQ’s payment answer', () => {
  it('names the configured service fee and commission when deals are paid through the platform', () => {
    const answer = paymentAnswer({
      enabled: true,
      fees: { brand: { basisPoints: 750, minimumMinor: 100 }, creator: { basisPoints: 1200, minimumMinor: 0 } },
    });
    expect(answer).toContain('7.5\u00a0% service fee');
    expect(answer).toContain('12\u00a0% commission');
  });

  it('names no platform fee where deals are paid outside it', () => {
    for (const terms of [null, { enabled: false, fees: null }]) {
      const answer = paymentAnswer(terms);
      expect(answer).toContain('Paid campaigns are paid as agreed in each campaign');
      expect(answer).not.toMatch(/%|service fee|commission/);
    }
  });
});
