import { PRODUCT } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { useSiteConfig } from '@/lib/site/site-config';
import { Logo } from './logo';
import { SubscribeForm } from './subscribe-form';

const LINK_CLASSES = 'rounded hover:text-cream hover:underline';

/**
 * Spec §2 footer: Resources, Follow us, and the subscribe form. Its links are plain links: the
 * public pages are rendered ahead and the app's areas load with their own page (decision 012).
 */
export function Footer() {
  const siteConfig = useSiteConfig();
  return (
    <footer className="mt-auto bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo tone="light" />
          <p className="max-w-xs text-sm text-brand-200">{PRODUCT.tagline}</p>
        </div>
        <FooterLinks title="Resources">
          <li>
            <a className={LINK_CLASSES} href="/about">
              About Us
            </a>
          </li>
          <li>
            <a className={LINK_CLASSES} href="/faq">
              FAQ
            </a>
          </li>
          <li>
            <a className={LINK_CLASSES} href="/join">
              Join
            </a>
          </li>
          {siteConfig && <ExternalLink href={siteConfig.carbonRenewalUrl}>Carbon renewal</ExternalLink>}
        </FooterLinks>
        <FooterLinks title="Follow us">
          {siteConfig && (
            <>
              <ExternalLink href={siteConfig.social.facebook}>Facebook</ExternalLink>
              <ExternalLink href={siteConfig.social.youtube}>YouTube</ExternalLink>
              <ExternalLink href={siteConfig.social.instagram}>Instagram</ExternalLink>
            </>
          )}
        </FooterLinks>
        <SubscribeForm />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-brand-800 px-4 py-4 text-xs text-brand-300">
        <p>
          © {new Date().getFullYear()} {PRODUCT.name}
        </p>
        {/* The terms and privacy notice people accept (issue 34), from every page that has this footer. */}
        <nav aria-label="Legal" className="flex gap-4">
          <a className={LINK_CLASSES} href="/terms">
            Terms
          </a>
          <a className={LINK_CLASSES} href="/privacy">
            Privacy
          </a>
        </nav>
      </div>
    </footer>
  );
}

function FooterLinks({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-sans text-sm font-semibold tracking-wider text-cream uppercase">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">{children}</ul>
    </nav>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a className={LINK_CLASSES} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}
