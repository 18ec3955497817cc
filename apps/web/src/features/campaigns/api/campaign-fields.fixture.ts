import type { CampaignFormFields } from '@equicreators/shared';

/**
 * For the form-data tests of creating and editing a campaign: every text field of the campaign
 * form, each sent as it is (niches, a list, are sent joined, so each test gives its own).
 */
export const CAMPAIGN_TEXT_FIELDS = {
  companyName: 'Hartwell Saddlery',
  campaignTitle: 'Winter Rugs',
  campaignDescription: '',
  requirements: 'Turnout daily',
  deliverables: '1 Reel',
  deadlines: 'December',
  compensation: '$350',
  brand: 'Hartwell Saddlery',
  COEmail: 'hartwell@equicreators.test',
  price: 'Unpaid',
  social_media: 'TikTok',
} satisfies Omit<CampaignFormFields, 'niches' | 'targetDisciplines' | 'targetCountries'>;

/** The campaign's targets (issue 33), lists sent joined. */
export const CAMPAIGN_TARGETS = {
  targetDisciplines: ['dressage', 'eventing'],
  targetCountries: ['DE', 'NL'],
} satisfies Pick<CampaignFormFields, 'targetDisciplines' | 'targetCountries'>;
