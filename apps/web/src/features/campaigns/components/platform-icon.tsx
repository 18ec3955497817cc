import type { CampaignPlatform } from '@equicreators/shared';
import { Clapperboard } from 'lucide-react';
import { SiteGlyph } from '@/components/ui/site-glyph';
import { cn } from '@/lib/cn';

/**
 * The platform's logo, decorative: the platform's name is always written beside it. UGC (content
 * the brand publishes itself) is no site, so it gets a clapperboard.
 */
export function PlatformIcon({ platform, className }: { platform: CampaignPlatform; className?: string }) {
  if (platform === 'UGC') return <Clapperboard aria-hidden className={cn('size-4 shrink-0', className)} />;
  return <SiteGlyph site={platform} className={className} />;
}
