import type { CampaignOffer } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { deliverableErrors, draftFromOffer, emptyOfferDraft, offerFromDraft, type OfferDraft } from './offer-draft';

function paidDraft(change: Partial<OfferDraft> = {}): OfferDraft {
  const draft = emptyOfferDraft('Europe/London');
  return {
    ...draft,
    fee: '250.50',
    spots: '3',
    contentStart: '2027-01-10',
    contentEnd: '2027-02-10',
    deliverables: [
      { key: 'a', platform: 'Instagram', format: 'reel', quantity: '1', dueDate: '2027-01-20', notes: 'Tour' },
      { key: 'b', platform: 'Instagram', format: 'story', quantity: '3', dueDate: '', notes: '' },
    ],
    ...change,
  };
}

describe('the brief builder’s offer', () => {
  it('reads amounts typed in major units as whole minor units, and the commission as basis points', () => {
    const { offer, errors } = offerFromDraft(
      paidDraft({
        kinds: ['fee', 'gifted', 'affiliate'],
        fee: '1,999.99',
        productName: 'Care kit',
        productValue: '45',
        commission: '12.5',
        mentions: 'hartwell, @rides',
        hashtags: '#Autumn Saddles',
        links: 'https://hartwell.example\nhttps://hartwell.example/kit',
      }),
    );
    expect(errors).toEqual({});
    expect(offer).toMatchObject({
      feeMinor: 199_999,
      productValueMinor: 4500,
      commissionBasisPoints: 1250,
      spots: 3,
      deliverables: [
        { platform: 'Instagram', format: 'reel', quantity: 1, dueDate: '2027-01-20', notes: 'Tour' },
        { platform: 'Instagram', format: 'story', quantity: 3, dueDate: null, notes: '' },
      ],
      mentions: ['@hartwell', '@rides'],
      hashtags: ['#Autumn', '#Saddles'],
      links: ['https://hartwell.example', 'https://hartwell.example/kit'],
      exclusivity: null,
    });
  });

  it('names what cannot be an amount beside its field, and the server’s rules by the API’s paths', () => {
    expect(offerFromDraft(paidDraft({ fee: '12.505' })).errors).toMatchObject({
      'offer.feeMinor': 'Enter the fee like 250 or 250.50',
    });
    expect(offerFromDraft(paidDraft({ fee: '' })).errors).toEqual({ 'offer.feeMinor': 'Enter the fee per creator' });
    const late = paidDraft();
    late.deliverables[1] = {
      ...late.deliverables[1],
      key: 'b',
      platform: 'TikTok',
      format: 'live',
      quantity: '1',
      dueDate: '2027-03-01',
      notes: '',
    };
    const { offer, errors } = offerFromDraft(late);
    expect(offer).toBeNull();
    expect(deliverableErrors(errors, 1)).toEqual({ dueDate: 'Set the due date inside the content window' });
    expect(offerFromDraft(paidDraft({ usageRights: 'paid_ads' })).errors).toEqual({
      'offer.usageRights.months': 'Enter for how many months ads may run',
    });
    expect(offerFromDraft(paidDraft({ timeZone: 'Mars/Base' })).errors).toEqual({
      'offer.timeZone': 'Choose a time zone from the list',
    });
  });

  it('sends no money for a kind not chosen, and exclusivity only when ticked', () => {
    const { offer } = offerFromDraft(
      paidDraft({
        kinds: ['exposure'],
        fee: '100',
        productName: 'Kit',
        exclusivityDays: '30',
        exclusivityCategory: 'Tack',
      }),
    );
    expect(offer).toMatchObject({ kinds: ['exposure'], feeMinor: null, productName: null, exclusivity: null });
    const exclusive = offerFromDraft(
      paidDraft({ exclusive: true, exclusivityDays: '30', exclusivityCategory: 'Tack' }),
    );
    expect(exclusive.offer?.exclusivity).toEqual({ days: 30, category: 'Tack' });
  });

  it('starts an edit from the stored offer, and round-trips it', () => {
    const stored: CampaignOffer = {
      kinds: ['fee'],
      currency: 'USD',
      feeMinor: 100_000_000,
      productName: null,
      productValueMinor: null,
      commissionBasisPoints: null,
      spots: 2,
      timeZone: 'America/New_York',
      applicationDeadline: '2027-01-05',
      contentStart: null,
      contentEnd: null,
      deliverables: [{ platform: 'YouTube', format: 'long_video', quantity: 1, dueDate: null, notes: '' }],
      usageRights: { kind: 'paid_ads', months: 6 },
      exclusivity: { days: 14, category: 'Feed' },
      mentions: ['@hartwell'],
      hashtags: ['#rides'],
      links: [],
      dos: 'Smile',
      donts: '',
    };
    const draft = draftFromOffer(stored, 'Instagram');
    expect(draft).toMatchObject({ fee: '1000000', spots: '2', usageMonths: '6', exclusive: true });
    expect(offerFromDraft(draft).offer).toEqual(stored);
  });
});

describe('a kind chosen without its money', () => {
  it('is named at once, even while other fields are still wrong', () => {
    const { errors } = offerFromDraft(
      paidDraft({ kinds: ['fee', 'gifted', 'affiliate'], fee: '', spots: '', exclusive: true }),
    );
    expect(errors).toMatchObject({
      'offer.spots': 'Enter how many creators you want',
      'offer.feeMinor': 'Enter the fee per creator',
      'offer.productName': 'Name the gifted product',
      'offer.commissionBasisPoints': 'Enter the commission rate',
      'offer.exclusivity.days': 'Enter a number of days',
    });
  });
});
