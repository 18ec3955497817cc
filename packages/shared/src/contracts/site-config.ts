import { z } from 'zod';
import { PaymentTermsSchema } from './payments.ts';

/**
 * Settings the web app reads from the server, so one configuration drives both: contact
 * addresses and every external link of the site (issue: copy and links in one place).
 */
export const SiteConfigSchema = z
  .object({
    supportEmail: z.string(),
    bookCallUrl: z.string(),
    creatorApplicationUrl: z.string(),
    clubApplicationUrl: z.string(),
    /** An embeddable 'How it works' video; null shows the steps without a video. */
    howItWorksVideoUrl: z.string().nullable(),
    carbonRenewalUrl: z.string(),
    social: z.object({ facebook: z.string(), youtube: z.string(), instagram: z.string() }),
    /** The Contact Us blocks; a null phone or live chat says how to reach us instead. */
    contact: z.object({ office: z.string(), phone: z.string().nullable(), liveChatUrl: z.string().nullable() }),
    /**
     * Whether paid deals go through the platform here and at what fees, as GET /api/payments/terms
     * answers: the server-rendered FAQ states the configured percentages (issue 46).
     */
    paymentTerms: PaymentTermsSchema,
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
