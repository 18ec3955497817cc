import { describe, expect, it } from 'vitest';
import { payoutRequirementsInWords } from './payouts-requirements';

describe('what Stripe still needs, in plain words', () => {
  it('names each thing once, the unknown ones last', () => {
    expect(
      payoutRequirementsInWords([
        'individual.dob.day',
        'individual.dob.month',
        'something.new',
        'external_account',
        'individual.verification.document',
        'tos_acceptance.date',
      ]),
    ).toEqual([
      'Your date of birth',
      'A bank account for your payouts',
      'A photo of an identity document',
      'Your acceptance of Stripe’s terms',
      'Other details Stripe asks for',
    ]);
  });

  it('tells a second document from the first', () => {
    expect(payoutRequirementsInWords(['individual.verification.additional_document'])).toEqual([
      'A second document proving your identity or address',
    ]);
    expect(payoutRequirementsInWords([])).toEqual([]);
  });
});
