import { Link2 } from 'lucide-react';
import { SiteGlyph } from '@/components/ui/site-glyph';
import { cn } from '@/lib/cn';
import { siteOfLink } from '../influencer-display';

/** The logo of a social link's site (Instagram, Facebook, X, YouTube, TikTok, GitHub), else a link; decorative. */
export function SocialSiteIcon({ link, className }: { link: string; className?: string }) {
  const site = siteOfLink(link);
  if (!site) return <Link2 aria-hidden className={cn('size-4 shrink-0', className)} />;
  return <SiteGlyph site={site} className={className} />;
}
