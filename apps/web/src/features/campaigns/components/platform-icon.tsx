import type { CampaignPlatform } from '@equicreators/shared';
import { SiteGlyph } from '@/components/ui/site-glyph';

/** The platform's logo, decorative: the platform's name is always written beside it. */
export function PlatformIcon({ platform, className }: { platform: CampaignPlatform; className?: string }) {
  return <SiteGlyph site={platform} className={className} />;
}
