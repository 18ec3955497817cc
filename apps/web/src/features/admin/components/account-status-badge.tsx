import type { AccountStatus } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';

/** Active or Blocked, for creators and brands alike. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return status === 'blocked' ? <Badge tone="danger">Blocked</Badge> : <Badge tone="brand">Active</Badge>;
}
