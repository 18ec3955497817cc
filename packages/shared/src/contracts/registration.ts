import { z } from 'zod';
import { BRAND_COLLABORATION_TYPES, BRAND_SUBSCRIPTIONS } from '../domain/brands.ts';
import { BRAND_INFLUENCER_TYPES } from '../domain/campaigns.ts';
import { parseFollowerText } from '../domain/followers.ts';
import { NICHES, toCanonicalNiche } from '../domain/niches.ts';
import { AcceptTermsFieldSchema } from './legal.ts';
import { AuthCodeSchema, EmailSchema, PasswordSchema, PhoneSchema, requiredText } from './fields.ts';

export const MAX_SOCIAL_LINKS = 10;

/** A social link at signup or profile edit: the address and the follower text ('12k', '1.5m'). */
export const SocialLinkInputSchema = z.object({
  link: z
    .string({ error: 'Enter the link to your profile' })
    .trim()
    .min(1, 'Enter the link to your profile')
    .max(500, 'Use a link of at most 500 characters')
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full link starting with https://' })),
  followerCount: z
    .string({ error: 'Enter the follower count' })
    .trim()
    .min(1, 'Enter the follower count')
    .max(30, 'Write the follower count briefly, such as 12k')
    .refine((text) => parseFollowerText(text) !== null, {
      error: 'Write the follower count as a number such as 12k or 1.5m',
    }),
});
export type SocialLinkInput = z.infer<typeof SocialLinkInputSchema>;

/** A niche from the canonical list, accepted in any casing and stored in the canonical spelling. */
export const NicheInputSchema = z.string().transform((value, context) => {
  const niche = toCanonicalNiche(value);
  if (!niche) {
    context.addIssue({ code: 'custom', message: `Choose niches from the list (${NICHES.length} options)` });
    return z.NEVER;
  }
  return niche;
});

/** Spec §2/§5 influencer signup: every field is required. */
export const CreatorRegistrationSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    firstName: requiredText('your first name', 80),
    lastName: requiredText('your last name', 80),
    phoneNumber: PhoneSchema,
    bio: requiredText('a short bio', 1000),
    auth: AuthCodeSchema,
    niche: z
      .array(NicheInputSchema, { error: 'Choose at least one niche' })
      .min(1, 'Choose at least one niche')
      .max(NICHES.length),
    socialMediaLinks: z
      .array(SocialLinkInputSchema, { error: 'Add at least one social media link' })
      .min(1, 'Add at least one social media link')
      .max(MAX_SOCIAL_LINKS, `Add at most ${MAX_SOCIAL_LINKS} links`),
    /** The Terms and the Privacy notice accepted (issue 34); the account stores the version and time. */
    acceptTerms: AcceptTermsFieldSchema,
  })
  .meta({ id: 'CreatorRegistration' });
export type CreatorRegistration = z.input<typeof CreatorRegistrationSchema>;

/** Spec §2/§5 brand signup: every field of every step is required. */
export const BrandRegistrationSchema = z
  .object({
    fullName: requiredText('your full name', 120),
    email: EmailSchema,
    password: PasswordSchema,
    companyName: requiredText('the company name', 120),
    phone: PhoneSchema,
    brandDescription: requiredText('a description of the brand', 2000),
    influencerType: z
      .array(z.enum(BRAND_INFLUENCER_TYPES, { error: 'Choose from the listed kinds of collaboration' }), {
        error: 'Choose at least one',
      })
      .min(1, 'Choose at least one'),
    brandAddress: requiredText('the brand address', 300),
    collaborationType: z.enum(BRAND_COLLABORATION_TYPES, { error: 'Choose how you want to collaborate' }),
    subscription: z.enum(BRAND_SUBSCRIPTIONS, { error: 'Choose a subscription' }),
    auth: AuthCodeSchema,
    /** The Terms and the Privacy notice accepted (issue 34); the account stores the version and time. */
    acceptTerms: AcceptTermsFieldSchema,
  })
  .meta({ id: 'BrandRegistration' });
export type BrandRegistration = z.input<typeof BrandRegistrationSchema>;

export const RegistrationResponseSchema = z
  .object({ _id: z.string(), email: z.string(), message: z.string() })
  .meta({ id: 'RegistrationResponse' });
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/**
 * A brand's sign-up answer: the new account is logged in (issue 46), so the plan chosen in the
 * wizard goes on to payment without a second login. The fields are the login answer's.
 */
export const BrandRegistrationResponseSchema = RegistrationResponseSchema.extend({
  token: z.string(),
  type: z.literal('brand'),
}).meta({ id: 'BrandRegistrationResponse' });
export type BrandRegistrationResponse = z.infer<typeof BrandRegistrationResponseSchema>;
