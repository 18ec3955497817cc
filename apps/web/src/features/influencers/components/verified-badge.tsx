import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Spec §2 card: a green Verified badge, or an orange Unverified one. */
export function VerifiedBadge({ isVerified, className }: { isVerified: boolean; className?: string }) {
  return isVerified ? (
    <Badge tone="success" className={className}>
      <BadgeCheck aria-hidden className="size-3.5" />
      Verified
    </Badge>
  ) : (
    <Badge tone="warning" className={className}>
      <CircleAlert aria-hidden className="size-3.5" />
      Unverified
    </Badge>
  );
}
