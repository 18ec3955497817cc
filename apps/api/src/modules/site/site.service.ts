import type { SiteConfig } from '@equicreators/shared';
import type { Config } from '../../platform/config.ts';

/** What the web app needs of the configuration; never anything secret. */
export function siteConfigOf(config: Pick<Config, 'mail' | 'links' | 'contact' | 'payments'>): SiteConfig {
  const { links } = config;
  return {
    supportEmail: config.mail.supportEmail,
    bookCallUrl: links.bookCall,
    creatorApplicationUrl: links.creatorApplication,
    clubApplicationUrl: links.clubApplication,
    howItWorksVideoUrl: links.howItWorksVideo,
    carbonRenewalUrl: links.carbonRenewal,
    social: { facebook: links.facebook, youtube: links.youtube, instagram: links.instagram },
    contact: config.contact,
    // As GET /api/payments/terms: Stripe's client exists exactly when payments are configured.
    paymentTerms: { enabled: config.payments !== null, fees: config.payments?.fees ?? null },
  };
}
