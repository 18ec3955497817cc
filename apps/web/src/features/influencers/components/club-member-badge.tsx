import { BILLING_MESSAGES } from '@equicreators/shared';
import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A paying member of the creators' club (docs/decisions/018: what membership shows). */
export function ClubMemberBadge({ className }: { className?: string }) {
  return (
    <Badge tone="brand" className={className}>
      <Award aria-hidden className="size-3.5" />
      {BILLING_MESSAGES.clubMember}
    </Badge>
  );
}
